import { createStitches } from '@stitches/react';
import { brands, kowhai, type Brand, type BrandId, type Tokens } from '@harakeke/themes';

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

// The one place Stitches is configured: everything else imports from here, so a later move off
// Stitches touches only this folder.
export const { styled, css, globalCss, keyframes, createTheme, getCssText, theme } = createStitches({
  prefix: 'hk',
  theme: stitchesTheme(kowhai.tokens),
  media: {
    sm: `(min-width: ${bp.sm}px)`,
    md: `(min-width: ${bp.md}px)`,
    lg: `(min-width: ${bp.lg}px)`,
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
});

const themeClasses = new Map<BrandId, string>(
  Object.values(brands).map((brand: Brand) => [
    brand.id,
    createTheme(`brand-${brand.id}`, stitchesTheme(brand.tokens)).className,
  ]),
);

/** The class name that applies a brand's tokens as CSS variables to an element and its subtree. */
export function brandThemeClass(id: BrandId): string {
  return themeClasses.get(id) ?? '';
}

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
  ':focus-visible': { outline: '$borderWidths$focus solid $focus', outlineOffset: '2px' },
  '@reducedMotion': { '*, *::before, *::after': { animation: 'none !important', transition: 'none !important' } },
});
