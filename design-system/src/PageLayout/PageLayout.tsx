import type { HTMLAttributes, Ref } from 'react';
import { styled } from '../stitches.config.js';

const StyledPage = styled('main', {
  padding: '$4',
  variants: {
    variant: {
      padded: {},
      centered: {
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        '& > *': { width: 'min(100%, $sizes$narrowContent)' },
      },
    },
  },
});

export interface PageLayoutProps extends HTMLAttributes<HTMLElement> {
  /**
   * `centered`: one narrow column in the middle of the viewport (a sign-in card, an outage or error page);
   * `padded`: the page's content with the page padding only, for pages shown without the app shell (e.g. inside a
   * mobile app that draws its own header).
   */
  variant: 'centered' | 'padded';
  /** Element to render: the page's `main` landmark by default. */
  as?: 'main' | 'div';
  /** The page's outermost element (the one `as` names). */
  ref?: Ref<HTMLElement>;
}

/** A page's outermost layout when it has no `AppShell`: the padding of the page, and for `centered` the one column. */
export function PageLayout({ as = 'main', variant, ref, ...props }: PageLayoutProps) {
  return <StyledPage ref={ref} as={as} variant={variant} data-variant={variant} {...props} />;
}
