import type { Tokens } from './tokens.js';

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
