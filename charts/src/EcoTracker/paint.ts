import { chartPaint, type ChartColor } from '@harakeke/design-system';
import type { CarbonLevel } from './carbon-level.js';
import type { GenerationSourceKey } from './GenerationMixChart/layout.js';

// The eco tracker's colours, from the brand's chart tokens (themes: generation sources and carbon levels). None is
// the only cue: every source bar carries its name, every carbon level its label or its step height, so under forced
// colours one system colour for all of them loses nothing. Each entry answers its class name.

/** The chart token of each generation source (spec 2 §3 generation types). */
const generationColor: Record<GenerationSourceKey, ChartColor> = {
  hydro: 'hydro',
  geothermal: 'geothermal',
  gas: 'gasGeneration',
  coal: 'coal',
  cogen: 'cogen',
  wind: 'wind',
  others: 'otherGeneration',
};

/** The chart token of each carbon intensity level, 0 'no data' to 5 very high. */
const carbonColor: Record<CarbonLevel, ChartColor> = {
  0: 'carbonNoData',
  1: 'carbonVeryLow',
  2: 'carbonLow',
  3: 'carbonModerate',
  4: 'carbonHigh',
  5: 'carbonVeryHigh',
};

/** 'No data' is grey, and GrayText under forced colours; every level with data is CanvasText there. */
const forcedOf = (level: CarbonLevel) => (level === 0 ? 'GrayText' : 'CanvasText');

/** Bars of the generation mix, one colour per source. */
export const generationFill = (key: GenerationSourceKey): string => chartPaint.fill(generationColor[key]);

/** Marks of each carbon intensity level. */
export const carbonFill = (level: CarbonLevel): string => chartPaint.fill(carbonColor[level], forcedOf(level));

/** Outlines in a carbon level's colour: the dashed 'no data' steps and marks. */
export const carbonStroke = (level: CarbonLevel): string => chartPaint.stroke(carbonColor[level], forcedOf(level));

/** An eco-friendly hour of the forecast: a solid cell in the very-low carbon colour. */
export const ecoFriendlyFill = () => chartPaint.fill('carbonVeryLow');

/** A hour that is not eco-friendly: a hollow cell, told apart by its missing fill, not by a colour. */
export const notEcoFriendlyCell = () =>
  chartPaint.custom({ fill: 'surface', stroke: 'border', forced: { fill: 'Canvas', stroke: 'CanvasText' } });

/** The empty track behind a share bar (the whole 100 %); decoration only. */
export const trackFill = () => chartPaint.fill('divider', 'Canvas');

/** Labels drawn in the plot at the body size (source names, level names). */
export const plotText = () => chartPaint.text('text', 'sm');
export const plotTextBold = () => chartPaint.text('text', 'sm', 'bold');
