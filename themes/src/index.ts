export type { Brand, BrandId, ChartPalette, ColorTokens, Tokens, TypographyTokens } from './tokens.js';
export { brands, brandIds, brandFor, isBrandId } from './brands.js';
export { kowhai } from './brands/kowhai.js';
export { fernlight } from './brands/fernlight.js';
export { cssVariables } from './css-variables.js';
export { sharedChartPalette } from './shared-chart-palette.js';
export type { BrandChartColours } from './shared-chart-palette.js';
export { contrastRatio, colorPairs, chartPairs, minimumContrast, relativeLuminance } from './contrast.js';
export type { ContrastUse } from './contrast.js';
