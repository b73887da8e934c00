import type { Tokens, TypographyTokens } from './tokens.js';

/** Scales both brands share; brands differ in colour and type. */
export const sharedScales: Pick<Tokens, 'space' | 'radius' | 'motion' | 'breakpoint'> = {
  space: { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 8: '48px' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  // spec 1 §9: chart animation 0.3 s.
  motion: { chart: '300ms', fast: '150ms' },
  breakpoint: { sm: 576, md: 768, lg: 1024 },
};

export const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The type scale both brands use today; a brand overrides fonts by spreading this. */
export const sharedTypography: TypographyTokens = {
  fontBody: systemSans,
  fontHeading: systemSans,
  size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
  weight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', body: '1.5' },
};
