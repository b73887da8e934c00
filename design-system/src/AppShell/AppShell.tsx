import { useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { mdQuery, useMatchesMedia } from './use-matches-media.js';
import { useBrand } from '../BrandProvider/BrandProvider.js';
import { Drawer } from '../Drawer/Drawer.js';
import { IconButton } from '../IconButton/IconButton.js';
import { styled } from '../stitches.config.js';
import { SiteFooter, type FooterLinks, type SocialLinks } from './SiteFooter.js';
import { useRouterAnchor } from '../Link/router-anchor.js';

const Shell = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: '$background',
  color: '$text',
  fontFamily: '$body',
});

// Off-screen (but read and focusable) until focused, then drawn over the header's corner.
const SkipLink = styled('a', {
  position: 'absolute',
  top: '$2',
  left: '$2',
  zIndex: '$toast',
  padding: '$2 $4',
  backgroundColor: '$surface',
  color: '$primary',
  fontWeight: '$bold',
  border: '$borderWidths$thick solid $primary',
  borderRadius: '$md',
  // Numbers: Stitches writes them in px, as for VisuallyHidden's 1×1 box.
  '&:not(:focus)': {
    width: 1,
    height: 1,
    padding: 0,
    border: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

const Header = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: '$header',
  backgroundColor: '$surface',
  // A real border, not only the accent colour, so the header's edge survives forced colours.
  borderBottom: '$borderWidths$thick solid $accent',
});

const HeaderInner = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $4',
  maxWidth: '$content',
  marginInline: 'auto',
  padding: '$2 $4',
  '@md': { flexWrap: 'nowrap', paddingInline: '$6' },
});

const BrandAnchor = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$control',
  marginInlineEnd: 'auto',
  color: '$text',
  fontFamily: '$heading',
  fontSize: '$lg',
  fontWeight: '$bold',
  lineHeight: '$tight',
  textDecoration: 'none',
  borderRadius: '$sm',
  '&[data-hovered]': { textDecoration: 'underline' },
  '@md': { marginInlineEnd: 0 },
});

const InlineNav = styled('nav', {
  display: 'none',
  '@md': { display: 'block', flex: 1, minWidth: 0 },
});

const NavList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  variants: {
    orientation: {
      horizontal: { flexWrap: 'wrap', gap: '0 $1' },
      vertical: { flexDirection: 'column', gap: '$1' },
    },
  },
});

const NavAnchor = styled('a', {
  display: 'flex',
  alignItems: 'center',
  minHeight: '$control',
  padding: '$2 $3',
  color: '$text',
  textDecoration: 'none',
  borderRadius: '$sm',
  // The current page is marked by weight and a bar, not by colour alone.
  border: '0 solid transparent',
  '&[data-hovered]': { textDecoration: 'underline', backgroundColor: '$surfaceAccent' },
  '&[aria-current=page]': { fontWeight: '$bold', borderColor: '$primary' },
  variants: {
    orientation: {
      horizontal: { borderBottomWidth: '$thick', borderRadius: '$sm $sm 0 0' },
      vertical: { borderLeftWidth: '$thick', borderRadius: '0 $sm $sm 0' },
    },
  },
});

const AccountSlot = styled('div', {
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  // Under sm the header is too narrow for brand, switcher and menu on one line: the switcher gets its own.
  order: 3,
  flexBasis: '100%',
  '@sm': { order: 0, flexBasis: 'auto' },
});

const MenuSlot = styled('div', {
  display: 'flex',
  variants: {
    // With account links the menu stays from md up, holding them; without, the inline navigation replaces it.
    keptFromMd: { true: {}, false: { '@md': { display: 'none' } } },
  },
});

/** A group of the menu; a divider (`data-divided`) parts it from the group above, the first group shown has none. */
const DrawerSection = styled('div', {
  '&[data-divided]': { marginTop: '$4', paddingTop: '$4', borderTop: '$borderWidths$thin solid $divider' },
});

const Main = styled('main', {
  flex: 1,
  width: '100%',
  maxWidth: '$content',
  marginInline: 'auto',
  padding: '$5 $4',
  '@md': { padding: '$6' },
  // Focused only by the skip link; the content itself is the visible target.
  '&:focus': { outline: 'none' },
});

/** A link of the main navigation. */
export interface NavigationLink {
  /** Text of the link, e.g. "Bills". */
  label: string;
  /** Where it goes; the app's router (`RouterProvider`) handles it. */
  href: string;
  /** Marks the link to the page being shown. */
  isCurrent?: boolean;
}

export interface AppShellProps {
  /** The page's content, inside `<main id="main">`. */
  children: ReactNode;
  /** The links of the main navigation, inline from md up and in the menu drawer below it. */
  navigation: NavigationLink[];
  /** Hrefs of the footer's Contact Us, Accessibility, Terms and Conditions and Privacy Policy links. */
  footerLinks: FooterLinks;
  /** Hrefs of the social links; only those given are shown. */
  socialLinks?: SocialLinks;
  /** Replaces any of the footer links' default texts. */
  footerLinkText?: Partial<Record<keyof FooterLinks | keyof SocialLinks, string>>;
  /** The brand's name in the header; the brand in force (BrandProvider) by default. */
  brandName?: string;
  /** A logo shown before the brand name, e.g. an aria-hidden <svg>: the name stays the link's text. */
  logo?: ReactNode;
  /** Where the brand link goes. */
  homeHref?: string;
  /** Slot in the header for the account and site switcher. */
  accountSwitcher?: ReactNode;
  /**
   * Links about the customer's account (spec 1 §2 menu targets such as Account Details and Payment Options), listed
   * in the menu under the main navigation. With them the menu button stays at every width.
   */
  accountLinks?: NavigationLink[];
  /** Shown at the foot of the menu, e.g. a Log out button. */
  menuFooter?: ReactNode;
  /**
   * Whether the menu drawer is open (controlled), e.g. to close it after a route change. The menu is the shell's one
   * overlay, and react-aria names the open state of a component's own overlay part plainly (Select, ComboBox and
   * DatePicker take `isOpen`/`defaultOpen`/`onOpenChange` for their popover); these three pass straight to the
   * menu's `Drawer`, which takes the same names.
   */
  isOpen?: boolean;
  /** Whether the menu drawer starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the menu drawer opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Accessible name of the menu button and title of the drawer. */
  menuLabel?: string;
  /** Text of the skip link, the first thing a keyboard user reaches. */
  skipLinkText?: string;
  /** Added to the shell's root element. */
  className?: string;
  /** The shell's root element, around header, main and footer. */
  ref?: Ref<HTMLDivElement>;
}

interface NavItemProps {
  link: NavigationLink;
  orientation: 'horizontal' | 'vertical';
  onPress?: () => void;
}

/** A navigation link that the app's router handles like any Link (Link/router.tsx). */
function NavItem({ link, orientation, onPress }: NavItemProps) {
  const anchor = useRouterAnchor(link.href, { onPress });
  return (
    <li>
      <NavAnchor {...anchor} aria-current={link.isCurrent ? 'page' : undefined} orientation={orientation}>
        {link.label}
      </NavAnchor>
    </li>
  );
}

function BrandLink({ href, children }: { href: string; children: ReactNode }) {
  const anchor = useRouterAnchor(href);
  return <BrandAnchor {...anchor}>{children}</BrandAnchor>;
}

/**
 * The page around every signed-in screen: a skip link, a header with the brand, the main navigation (a menu
 * drawer under the md breakpoint) and an account-switcher slot, `<main id="main">`, and the footer's links.
 *
 * Data attributes: the menu is a `Drawer`, so its button has `data-state="open" | "closed"` and its panel
 * `data-state="opening" | "open" | "closing"`; a navigation link to the page shown has `aria-current="page"`, and a
 * hovered one `data-hovered`.
 */
export function AppShell({
  children,
  navigation,
  footerLinks,
  socialLinks,
  footerLinkText,
  brandName,
  logo,
  homeHref = '/',
  accountSwitcher,
  accountLinks = [],
  menuFooter,
  isOpen,
  defaultOpen,
  onOpenChange,
  menuLabel = 'Menu',
  skipLinkText = 'Skip to main content',
  className,
  ref,
}: AppShellProps) {
  const brand = useBrand();
  const menu = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const mainRef = useRef<HTMLElement>(null);
  const hasAccountMenu = accountLinks.length > 0 || menuFooter !== undefined;
  // spec 1 §2 sidebar: the menu lists the main navigation only where the header has no room for it; from md up,
  // beside the inline navigation, it holds the account's groups alone. Not rendered rather than hidden, so the
  // first group shown never carries a divider above nothing, and a group without links is left out.
  const wide = useMatchesMedia(mdQuery);
  const mainNavInMenu = navigation.length > 0 && !(hasAccountMenu && wide);
  const accountLinksInMenu = accountLinks.length > 0;
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    // Move focus, not just the scroll position, so the next Tab continues from the content; and keep the
    // fragment away from the app's router.
    event.preventDefault();
    mainRef.current?.focus();
  };
  return (
    <Shell ref={ref} className={className}>
      <SkipLink href="#main" onClick={skipToMain}>
        {skipLinkText}
      </SkipLink>
      <Header>
        <HeaderInner>
          <BrandLink href={homeHref}>
            {logo}
            {brandName ?? brand.name}
          </BrandLink>
          <InlineNav aria-label="Main">
            <NavList orientation="horizontal">
              {navigation.map((link) => (
                <NavItem key={link.href} link={link} orientation="horizontal" />
              ))}
            </NavList>
          </InlineNav>
          {accountSwitcher && <AccountSlot>{accountSwitcher}</AccountSlot>}
          <MenuSlot keptFromMd={hasAccountMenu}>
            <Drawer
              title={menuLabel}
              isOpen={menu.isOpen}
              onOpenChange={menu.setOpen}
              closeLabel={`Close ${menuLabel.toLowerCase()}`}
              trigger={<IconButton icon="menu" label={menuLabel} />}
            >
              {mainNavInMenu && (
                <DrawerSection as="nav" aria-label="Main">
                  <NavList orientation="vertical">
                    {navigation.map((link) => (
                      <NavItem key={link.href} link={link} orientation="vertical" onPress={menu.close} />
                    ))}
                  </NavList>
                </DrawerSection>
              )}
              {accountLinksInMenu && (
                <DrawerSection as="nav" aria-label="Your account" data-divided={mainNavInMenu || undefined}>
                  <NavList orientation="vertical">
                    {accountLinks.map((link) => (
                      <NavItem key={link.href} link={link} orientation="vertical" onPress={menu.close} />
                    ))}
                  </NavList>
                </DrawerSection>
              )}
              {menuFooter && (
                <DrawerSection data-divided={mainNavInMenu || accountLinksInMenu || undefined}>
                  {menuFooter}
                </DrawerSection>
              )}
            </Drawer>
          </MenuSlot>
        </HeaderInner>
      </Header>
      <Main id="main" tabIndex={-1} ref={mainRef}>
        {children}
      </Main>
      <SiteFooter footerLinks={footerLinks} socialLinks={socialLinks} footerLinkText={footerLinkText} />
    </Shell>
  );
}
