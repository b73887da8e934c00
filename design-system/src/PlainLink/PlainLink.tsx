import type { ReactNode, Ref } from 'react';
import { StyledLink } from '../Link/link-style.js';
import { styled } from '../stitches.config.js';

// A plain anchor has no data-hovered to show: it takes the hovered look from :hover, only where a pointer hovers, so
// a tap on a phone leaves no sticky hover behind (react-aria's reason for data-hovered in Link).
const hovered = '@media (hover: hover)';

const StyledPlainLink = styled(StyledLink, {
  [hovered]: { '&:hover': { color: '$primaryStrong', textDecorationThickness: '$borderWidths$thick' } },
  variants: {
    variant: {
      inline: {},
      standalone: { [hovered]: { '&:hover': { textDecoration: 'underline' } } },
    },
  },
});

export interface PlainLinkProps {
  /** Where the link goes: another site, or a `tel:` or `mailto:` address. */
  href: string;
  /** The link text. */
  children: ReactNode;
  /** `inline` inside running text (underlined); `standalone` on its own (bold, 44px tall). */
  variant?: 'inline' | 'standalone';
  /** Added to the `<a>` element. */
  className?: string;
  /** The `<a>` element. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link drawn as `Link` is, as a plain `<a>` with no router and no hover or press state of its own (it takes the
 * hovered look from `:hover`): for links the browser follows itself (to another site in the same tab, `tel:`,
 * `mailto:`), and for pages that count every byte, such as the sign-in page. It has no `onPress`: for a link inside
 * the app, use `Link`.
 *
 * Data attributes: `data-variant="inline" | "standalone"`.
 */
export function PlainLink({ href, children, variant = 'inline', className, ref }: PlainLinkProps) {
  return (
    <StyledPlainLink href={href} variant={variant} data-variant={variant} className={className} ref={ref}>
      {children}
    </StyledPlainLink>
  );
}
