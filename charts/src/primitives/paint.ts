import { chartPaint } from '@harakeke/design-system';
import type { SeriesKey } from '../model/usage.js';

// The charts' paint, named by what is drawn, on the design system's token-typed chart paint: colours are the
// brand's chart tokens as CSS variables, so one render serves both brands and a theme switch repaints without
// re-rendering. Under forced colours the system's colours replace them; the shapes (hatching, dots, dashes) still
// tell the series apart. Each entry answers its class name.

type PaintOf<K extends string> = Record<K, () => string>;

export const fill: PaintOf<SeriesKey | 'lpg' | 'guideBand' | 'highlight' | 'muted' | 'text'> = {
  electricity: () => chartPaint.fill('electricity'),
  naturalGas: () => chartPaint.fill('naturalGas', 'GrayText'),
  lpg: () => chartPaint.fill('lpg'),
  guideBand: () => chartPaint.fill('guideBand', 'Canvas'),
  highlight: () => chartPaint.custom({ fill: 'text', opacity: 0.08, forced: { fill: 'Highlight', opacity: 0.3 } }),
  muted: () => chartPaint.fill('textMuted'),
  text: () => chartPaint.fill('text'),
};

export const stroke: PaintOf<SeriesKey | 'estimated' | 'average' | 'axis' | 'grid' | 'focus' | 'text'> = {
  electricity: () => chartPaint.stroke('electricity'),
  naturalGas: () => chartPaint.stroke('naturalGas'),
  estimated: () => chartPaint.stroke('estimated'),
  average: () => chartPaint.stroke('average'),
  axis: () => chartPaint.stroke('border'),
  grid: () => chartPaint.stroke('divider', 'GrayText'),
  focus: () => chartPaint.stroke('focus', 'Highlight'),
  text: () => chartPaint.stroke('text'),
};

/** Estimated readings are faded (spec 1 §9); the hatch on top keeps them apart without colour. */
export const fadedFill: PaintOf<SeriesKey> = {
  electricity: () => chartPaint.faded('electricity', 0.45),
  naturalGas: () => chartPaint.faded('naturalGas', 0.45),
};

/** Dots over natural gas bars, so gas and electricity differ in texture as well as colour. */
export const gasDots = () => chartPaint.faded('surface', 0.55);

export const axisLabel = () => chartPaint.text('textMuted', 'xs');
export const chartLabel = () => chartPaint.text('text', 'xs', 'bold');
export const iconInk = () => chartPaint.ink('text');
