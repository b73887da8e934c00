import { Link } from '../Link/Link.js';
import { styled } from '../stitches.config.js';

const Footer = styled('footer', {
  backgroundColor: '$surface',
  borderTop: '$borderWidths$thin solid $divider',
});

/*
 * The two lists share a row when both fit whole, and otherwise each takes a row of its own: a list wraps inside
 * itself only when it cannot fit a row alone. Left to shrink side by side, both lists wrapped at 1280 px with the
 * brand-named social links, into ragged rows of three and one. No row gap between the lists: the links' touch
 * height already spaces their rows, so wrapped rows sit as evenly as the rows inside a list.
 */
const FooterInner = styled('div', {
  display: 'grid',
  gap: '$2',
  maxWidth: '$content',
  marginInline: 'auto',
  padding: '$4',
  '@md': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '0 $6',
    padding: '$4 $6',
  },
});

const FooterList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0 $5',
  fontSize: '$sm',
});

/** Hrefs of the footer's links (spec 1 §2). */
export interface FooterLinks {
  /** Href of "Contact Us". */
  contactUs: string;
  /** Href of "Accessibility". */
  accessibility: string;
  /** Href of "Terms and Conditions". */
  termsAndConditions: string;
  /** Href of "Privacy Policy". */
  privacyPolicy: string;
}

/** Hrefs of the brand's social links (spec 1 §2); those left out are not shown. They open in a new tab. */
export interface SocialLinks {
  /** Href of the Facebook page. */
  facebook?: string;
  /** Href of the LinkedIn page. */
  linkedin?: string;
  /** Href of the YouTube channel. */
  youtube?: string;
  /** Href of the blog. */
  blog?: string;
}

/** The footer links' default texts: spec 1 §2's exact copy for the four site links. */
export const FOOTER_LINK_TEXT: Record<keyof FooterLinks | keyof SocialLinks, string> = {
  contactUs: 'Contact Us',
  accessibility: 'Accessibility',
  termsAndConditions: 'Terms and Conditions',
  privacyPolicy: 'Privacy Policy',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  blog: 'Blog',
};

const footerKeys = ['contactUs', 'accessibility', 'termsAndConditions', 'privacyPolicy'] as const;
const socialKeys = ['facebook', 'linkedin', 'youtube', 'blog'] as const;

export interface SiteFooterProps {
  /** Hrefs of the footer's Contact Us, Accessibility, Terms and Conditions and Privacy Policy links. */
  footerLinks: FooterLinks;
  /** Hrefs of the social links; only those given are shown. */
  socialLinks?: SocialLinks;
  /** Replaces any of the links' default texts, e.g. 'Kōwhai Energy on Facebook'. */
  footerLinkText?: Partial<Record<keyof FooterLinks | keyof SocialLinks, string>>;
  /** Added to the `<footer>` element. */
  className?: string;
}

/**
 * The site's footer (spec 1 §2 footer links): the four site links and the brand's social links, which open in a new
 * tab. The `AppShell` ends with it; pages drawn without the shell (sign-in, outage, error pages) show it on its own,
 * so the footer's pages are reachable signed out too. A `contentinfo` landmark with a 'Footer' and a 'Social media'
 * navigation; no state, so no data attributes.
 */
export function SiteFooter({ footerLinks, socialLinks = {}, footerLinkText, className }: SiteFooterProps) {
  const text = { ...FOOTER_LINK_TEXT, ...footerLinkText };
  return (
    <Footer className={className}>
      <FooterInner>
        <nav aria-label="Footer">
          <FooterList>
            {footerKeys.map((key) => (
              <li key={key}>
                <Link variant="standalone" href={footerLinks[key]}>
                  {text[key]}
                </Link>
              </li>
            ))}
          </FooterList>
        </nav>
        {socialKeys.some((key) => socialLinks[key]) && (
          <nav aria-label="Social media">
            <FooterList>
              {socialKeys.map((key) => {
                const href = socialLinks[key];
                return href ? (
                  <li key={key}>
                    <Link variant="standalone" href={href} isExternal>
                      {text[key]}
                    </Link>
                  </li>
                ) : null;
              })}
            </FooterList>
          </nav>
        )}
      </FooterInner>
    </Footer>
  );
}
