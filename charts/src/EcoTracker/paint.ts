import { css } from '@harakeke/design-system';
import { forced } from '../primitives/paint.js';
import type { CarbonLevel } from './carbon-level.js';
import type { GenerationSourceKey } from './GenerationMixChart/layout.js';

// The eco tracker's colours, from the brand's chart tokens (themes: generation sources and carbon levels). None is
// the only cue: every source bar carries its name, every carbon level its label or its step height, so under forced
// colours one system colour for all of them loses nothing.

type PaintClass = ReturnType<typeof css>;

const ink = (token: string) => css({ fill: token, ...forced({ fill: 'CanvasText' }) });

/** Bars of the generation mix, one colour per source (spec 2 §3 generation types). */
export const generationFill: Record<GenerationSourceKey, PaintClass> = {
  hydro: ink('$chartHydro'),
  geothermal: ink('$chartGeothermal'),
  gas: ink('$chartGasGeneration'),
  coal: ink('$chartCoal'),
  cogen: ink('$chartCogen'),
  wind: ink('$chartWind'),
  others: ink('$chartOtherGeneration'),
};

/** Marks of each carbon intensity level; 'no data' is grey, and GrayText under forced colours. */
export const carbonFill: Record<CarbonLevel, PaintClass> = {
  0: css({ fill: '$chartCarbonNoData', ...forced({ fill: 'GrayText' }) }),
  1: ink('$chartCarbonVeryLow'),
  2: ink('$chartCarbonLow'),
  3: ink('$chartCarbonModerate'),
  4: ink('$chartCarbonHigh'),
  5: ink('$chartCarbonVeryHigh'),
};

/** Outlines in a carbon level's colour: the dashed 'no data' steps and marks. */
export const carbonStroke: Record<CarbonLevel, PaintClass> = {
  0: css({ stroke: '$chartCarbonNoData', ...forced({ stroke: 'GrayText' }) }),
  1: css({ stroke: '$chartCarbonVeryLow', ...forced({ stroke: 'CanvasText' }) }),
  2: css({ stroke: '$chartCarbonLow', ...forced({ stroke: 'CanvasText' }) }),
  3: css({ stroke: '$chartCarbonModerate', ...forced({ stroke: 'CanvasText' }) }),
  4: css({ stroke: '$chartCarbonHigh', ...forced({ stroke: 'CanvasText' }) }),
  5: css({ stroke: '$chartCarbonVeryHigh', ...forced({ stroke: 'CanvasText' }) }),
};

/** An eco-friendly hour of the forecast: a solid cell in the very-low carbon colour. */
export const ecoFriendlyFill = ink('$chartCarbonVeryLow');

/** A hour that is not eco-friendly: a hollow cell, told apart by its missing fill, not by a colour. */
export const notEcoFriendlyCell = css({
  fill: '$surface',
  stroke: '$border',
  ...forced({ fill: 'Canvas', stroke: 'CanvasText' }),
});

/** The empty track behind a share bar (the whole 100 %); decoration only. */
export const trackFill = css({ fill: '$divider', ...forced({ fill: 'Canvas' }) });

/** Labels drawn in the plot at the body size (source names, level names). */
export const plotText = css({ fontSize: '$sm', fill: '$text', ...forced({ fill: 'CanvasText' }) });
export const plotTextBold = css({
  fontSize: '$sm',
  fontWeight: '$bold',
  fill: '$text',
  ...forced({ fill: 'CanvasText' }),
});
