import { createStitches } from '@stitches/react';
import { brands, kowhai, type Brand, type Tokens } from '@harakeke/themes';

/** Maps our token shape onto Stitches' scales; the only place the two vocabularies meet. */
function stitchesTheme(tokens: Tokens) {
  const t = tokens.typography;
  const chartColors = Object.fromEntries(
    Object.entries(tokens.chart).map(([name, value]) => [`chart${name[0]?.toUpperCase()}${name.slice(1)}`, value]),
  );
  return {
    // Chart colours are `$chartElectricity`, `$chartHotWater`, ...
    colors: { ...tokens.color, ...chartColors },
    space: { ...tokens.space },
    sizes: { ...tokens.size },
    borderWidths: { ...tokens.borderWidth },
    zIndices: { ...tokens.zIndex },
    fonts: { body: t.fontBody, heading: t.fontHeading },
    fontSizes: { ...t.size },
    fontWeights: { ...t.weight },
    lineHeights: { ...t.lineHeight },
    radii: { ...tokens.radius },
    shadows: { ...tokens.shadow },
    transitions: { chart: tokens.motion.chart, fast: tokens.motion.fast },
  };
}

const bp = kowhai.tokens.breakpoint;

/**
 * The media query from a breakpoint token. Breakpoints are tokens in CSS pixels (spec 1 §2), kept as numbers so code
 * can compare widths with them; a media query needs the unit written out, here and only here.
 */
// eslint-disable-next-line design-tokens/no-literals -- the unit of a breakpoint token, not a size of its own
const minWidth = (breakpoint: number) => `(min-width: ${breakpoint}px)`;

// The one place Stitches is configured: everything else imports from here, so a later move off
// Stitches touches only this folder.
export const { styled, css, globalCss, keyframes, createTheme, getCssText, theme, config } = createStitches({
  prefix: 'hk',
  theme: stitchesTheme(kowhai.tokens),
  media: {
    sm: minWidth(bp.sm),
    md: minWidth(bp.md),
    lg: minWidth(bp.lg),
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
});

const themeClasses = new Map<string, string>();

/**
 * The class name that applies a brand's tokens as CSS variables to an element and its subtree. A brand
 * other teams define (a third brand) gets its theme made on first use.
 */
export function brandThemeClass(brand: Brand): string {
  const known = themeClasses.get(brand.id);
  if (known) return known;
  const made: string = createTheme(`brand-${brand.id}`, stitchesTheme(brand.tokens)).className;
  themeClasses.set(brand.id, made);
  return made;
}

// Our own brands are made up front, so their CSS is in getCssText() for server rendering.
Object.values(brands).forEach(brandThemeClass);

export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: {
    margin: 0,
    fontFamily: '$body',
    fontSize: '$md',
    lineHeight: '$body',
    color: '$text',
    backgroundColor: '$background',
  },
  ':focus-visible': { outline: '$borderWidths$focus solid $focus', outlineOffset: '$space$focusOffset' },
  '@reducedMotion': { '*, *::before, *::after': { animation: 'none !important', transition: 'none !important' } },
});
