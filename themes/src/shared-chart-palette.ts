import type { ChartPalette } from './tokens.js';

/**
 * The chart colours that are each brand's own: its electricity colour (and the lights-and-appliances category,
 * which follows it), the average line in its text colour, and its guide-band tint. Every other chart colour is
 * the same in both brands and lives in `sharedChartPalette`, once.
 */
export type BrandChartColours = Pick<ChartPalette, 'electricity' | 'lightsAppliances' | 'average' | 'guideBand'>;

/**
 * Chart colours both brands share. All of them are graphics on the card surface and meet 3:1 against it
 * (checked in contrast.ts); none is ever the only cue, since every chart also labels, shapes or patterns its marks.
 */
export const sharedChartPalette: Omit<ChartPalette, keyof BrandChartColours> = {
  naturalGas: '#1D4ED8',
  lpg: '#7C3AED',
  estimated: '#6B7280',

  // Usage categories (spec 2 §3 'Usage categories (chart colours)').
  alwaysOn: '#6D28D9',
  hotWater: '#0E7490',
  poolPump: '#0369A1',
  airConditioning: '#4338CA',
  heating: '#BE123C',
  gasHeating: '#9F1239',
  gasOther: '#7E22CE',
  gas: '#1D4ED8',

  // Generation types of the eco tracker's realtime mix (spec 2 §3 'Generation mix realtime'). Every bar carries
  // its source's name, so the hues only help recognition: water blue, earth brown, grey-black coal.
  hydro: '#0369A1',
  geothermal: '#B45309',
  gasGeneration: '#7C3AED',
  coal: '#374151',
  cogen: '#BE185D',
  wind: '#0F766E',
  otherGeneration: '#6B7280',

  // Carbon intensity scale 1-5 (spec 2 §3): green to dark red, each step darker than the one before (3.4:1 up to
  // 9.3:1 on white), so the order still reads in greyscale. 'No data' is a neutral grey.
  carbonVeryLow: '#2F9E4F',
  carbonLow: '#728A00',
  carbonModerate: '#B26B00',
  carbonHigh: '#B8400B',
  carbonVeryHigh: '#8B1A1A',
  carbonNoData: '#767F8C',
};
