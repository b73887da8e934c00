import type { ReactNode, Ref } from 'react';
import { Icon } from '../Icon/Icon.js';
import { styled } from '../stitches.config.js';
import { StyledLink } from './link-style.js';
import type { RouterOptions } from './router.js';
import { useRouterAnchor } from './router-anchor.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';

const ExternalMark = styled('span', { display: 'inline-block', marginInlineStart: '$1' });

/** Added after an external link's text for screen readers. */
export const NEW_TAB_TEXT = '(opens in a new tab)';

export interface LinkProps {
  /** Where the link goes; an app's router (`RouterProvider`) handles in-app paths. */
  href: string;
  /** The link text. */
  children: ReactNode;
  /** `inline` inside running text (underlined); `standalone` on its own (bold, 44px tall). */
  variant?: 'inline' | 'standalone';
  /** Opens in a new tab, with rel="noopener noreferrer", an icon and a screen-reader note saying so. */
  isExternal?: boolean;
  /** Marks the link to the page being shown, e.g. in navigation. */
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
  /** Called when the link is activated by mouse, touch or keyboard (before navigation). */
  onPress?: () => void;
  /** Options handed to the router's navigate function along with the href. */
  routerOptions?: RouterOptions;
  /** Asks the browser to download the target instead of showing it; a string names the file. */
  download?: boolean | string;
  /** Accessible name when the text alone is not enough. */
  'aria-label'?: string;
  /** Element id, e.g. for aria-describedby. */
  id?: string;
  /** Added to the `<a>` element. */
  className?: string;
  /** The `<a>` element. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that works with any router: wrap the app in `<RouterProvider navigate={navigate} useHref={useHref}>` and
 * in-app links navigate client-side, while modified clicks (new tab, download) keep the browser's behaviour. A native
 * `<a>`: Enter activates it, and no press handling loads with it.
 *
 * Data attributes (a link has no open or disabled state): `data-variant="inline" | "standalone"`, `data-external`
 * when `isExternal`, `data-hovered` and `data-pressed` while hovered or pressed; `aria-current` marks the current page.
 */
export function Link({
  href,
  children,
  variant = 'inline',
  isExternal = false,
  onPress,
  routerOptions,
  download,
  className,
  ref: forwardedRef,
  ...props
}: LinkProps) {
  const anchor = useRouterAnchor(href, { routerOptions, onPress, showsPress: true });
  return (
    <StyledLink
      {...props}
      {...anchor}
      target={isExternal ? '_blank' : undefined}
      rel={isExternal ? 'noopener noreferrer' : undefined}
      download={download}
      ref={forwardedRef}
      className={className}
      variant={variant}
      data-variant={variant}
      data-external={isExternal || undefined}
    >
      {children}
      {isExternal && (
        <>
          {/* A word joiner keeps the icon with the last word when the line wraps, without an underlined space. */}
          <span aria-hidden="true">{'\u2060'}</span>
          <ExternalMark>
            <Icon name="external-link" size="sm" />
          </ExternalMark>
          <VisuallyHidden elementType="span"> {NEW_TAB_TEXT}</VisuallyHidden>
        </>
      )}
    </StyledLink>
  );
}
