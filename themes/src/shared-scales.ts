import type { Tokens, TypographyTokens } from './tokens.js';

/** Scales both brands share; brands differ in colour and type. */
export const sharedScales: Pick<
  Tokens,
  'space' | 'size' | 'borderWidth' | 'radius' | 'zIndex' | 'motion' | 'breakpoint'
> = {
  space: {
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '24px',
    6: '32px',
    8: '48px',
    focusOffset: '2px',
    underlineOffset: '3px',
  },
  // 44px: the WCAG 2.5.5 touch target.
  size: {
    control: '44px',
    controlSm: '36px',
    icon: '20px',
    iconSm: '16px',
    dialog: '560px',
    drawer: '360px',
    content: '1100px',
    narrowContent: '480px',
  },
  borderWidth: { thin: '1px', thick: '2px', focus: '3px' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  zIndex: { header: '10', overlay: '100', toast: '200' },
  // spec 1 §9: chart animation 0.3 s.
  motion: { chart: '300ms', fast: '150ms' },
  breakpoint: { sm: 576, md: 768, lg: 1024 },
};

const systemFallback = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * A font family with the system fallback; the font files ship from npm (@fontsource) with the design system.
 * Second comes `<family> Fallback`, a local Arial sized to the family's metrics (design-system/src/fonts.css), so
 * the page does not move when the web font swaps in; where it is not defined (the sign-in pages) it is skipped.
 */
export const fontStack = (family: string) => `"${family}", "${family} Fallback", ${systemFallback}`;

/** The type scale both brands use; each brand picks its own families. */
export const typeScale: Omit<TypographyTokens, 'fontBody' | 'fontHeading'> = {
  size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
  weight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', body: '1.5' },
};
