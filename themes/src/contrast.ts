import type { ChartPalette, ColorTokens } from './tokens.js';

/** WCAG 2.x relative luminance of an opaque #RRGGBB colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not an opaque #RRGGBB colour: ${hex}`);
  const channel = (offset: number) => {
    const c = parseInt(match[1]!.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG contrast ratio between two opaque colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** text: 4.5:1; large text and UI boundaries or graphics: 3:1 (WCAG 1.4.3, 1.4.11). */
export type ContrastUse = 'text' | 'large' | 'ui';
export const minimumContrast: Record<ContrastUse, number> = { text: 4.5, large: 3, ui: 3 };

type ColorName = keyof ColorTokens;
const surfaces: ColorName[] = ['background', 'surface', 'surfaceAccent'];

/**
 * Every foreground/background pair the components draw, and what the foreground is. The focus ring is
 * drawn 2px outside its control, so it is checked against surfaces, not against the control's fill.
 */
export const colorPairs: ReadonlyArray<{ fg: ColorName; bg: ColorName; use: ContrastUse }> = [
  ...surfaces.flatMap((bg) => [
    { fg: 'text' as const, bg, use: 'text' as const },
    { fg: 'textMuted' as const, bg, use: 'text' as const },
    { fg: 'primary' as const, bg, use: 'text' as const },
    { fg: 'primaryStrong' as const, bg, use: 'text' as const },
    { fg: 'danger' as const, bg, use: 'text' as const },
    { fg: 'border' as const, bg, use: 'ui' as const },
    { fg: 'focus' as const, bg, use: 'ui' as const },
  ]),
  { fg: 'onPrimary', bg: 'primary', use: 'text' },
  { fg: 'onPrimary', bg: 'primaryStrong', use: 'text' },
  { fg: 'text', bg: 'dangerSurface', use: 'text' },
  { fg: 'danger', bg: 'dangerSurface', use: 'text' },
  { fg: 'text', bg: 'successSurface', use: 'text' },
  { fg: 'success', bg: 'successSurface', use: 'text' },
  { fg: 'success', bg: 'surface', use: 'text' },
  { fg: 'text', bg: 'warningSurface', use: 'text' },
  { fg: 'warning', bg: 'warningSurface', use: 'text' },
  { fg: 'text', bg: 'infoSurface', use: 'text' },
  { fg: 'info', bg: 'infoSurface', use: 'text' },
];

/** Chart series and categories are graphics on the card surface: 3:1 (estimated and bands are drawn with a pattern or are decoration). */
export const chartPairs: ReadonlyArray<keyof ChartPalette> = [
  'electricity',
  'naturalGas',
  'lpg',
  'estimated',
  'average',
  'alwaysOn',
  'lightsAppliances',
  'hotWater',
  'poolPump',
  'airConditioning',
  'heating',
  'gasHeating',
  'gasOther',
  'gas',
  'hydro',
  'geothermal',
  'gasGeneration',
  'coal',
  'cogen',
  'wind',
  'otherGeneration',
  'carbonVeryLow',
  'carbonLow',
  'carbonModerate',
  'carbonHigh',
  'carbonVeryHigh',
  'carbonNoData',
];
