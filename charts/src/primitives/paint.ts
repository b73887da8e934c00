import { css } from '@harakeke/design-system';

// Chart colours come from the brand's chart tokens as CSS variables, so one render serves both brands and a theme
// switch repaints without re-rendering. Under forced colours the system's colours replace them; the shapes
// (hatching, dots, dashes) still tell the series apart.

/** Rules that apply under forced colours (Windows High Contrast), where system colours replace the brand's. */
export const forced = (rules: Record<string, string | number>) => ({
  '@media (forced-colors: active)': { forcedColorAdjust: 'none', ...rules },
});

export const fill = {
  electricity: css({ fill: '$chartElectricity', ...forced({ fill: 'CanvasText' }) }),
  naturalGas: css({ fill: '$chartNaturalGas', ...forced({ fill: 'GrayText' }) }),
  lpg: css({ fill: '$chartLpg', ...forced({ fill: 'CanvasText' }) }),
  guideBand: css({ fill: '$chartGuideBand', ...forced({ fill: 'Canvas' }) }),
  highlight: css({ fill: '$text', opacity: 0.08, ...forced({ fill: 'Highlight', opacity: 0.3 }) }),
  muted: css({ fill: '$textMuted', ...forced({ fill: 'CanvasText' }) }),
  text: css({ fill: '$text', ...forced({ fill: 'CanvasText' }) }),
};

export const stroke = {
  electricity: css({ stroke: '$chartElectricity', ...forced({ stroke: 'CanvasText' }) }),
  naturalGas: css({ stroke: '$chartNaturalGas', ...forced({ stroke: 'CanvasText' }) }),
  estimated: css({ stroke: '$chartEstimated', ...forced({ stroke: 'CanvasText' }) }),
  average: css({ stroke: '$chartAverage', ...forced({ stroke: 'CanvasText' }) }),
  axis: css({ stroke: '$border', ...forced({ stroke: 'CanvasText' }) }),
  grid: css({ stroke: '$divider', ...forced({ stroke: 'GrayText' }) }),
  focus: css({ stroke: '$focus', ...forced({ stroke: 'Highlight' }) }),
  text: css({ stroke: '$text', ...forced({ stroke: 'CanvasText' }) }),
};

/** Estimated readings are faded (spec 1 §9); the hatch on top keeps them apart without colour. */
export const fadedFill = {
  electricity: css({ fill: '$chartElectricity', opacity: 0.45, ...forced({ fill: 'Canvas', opacity: 1 }) }),
  naturalGas: css({ fill: '$chartNaturalGas', opacity: 0.45, ...forced({ fill: 'Canvas', opacity: 1 }) }),
};

/** Dots over natural gas bars, so gas and electricity differ in texture as well as colour. */
export const gasDots = css({ fill: '$surface', opacity: 0.55, ...forced({ fill: 'Canvas', opacity: 1 }) });

export const axisLabel = css({ fontSize: '$xs', fill: '$textMuted', ...forced({ fill: 'CanvasText' }) });
export const chartLabel = css({
  fontSize: '$xs',
  fontWeight: '$bold',
  fill: '$text',
  ...forced({ fill: 'CanvasText' }),
});
export const iconInk = css({ color: '$text', ...forced({ color: 'CanvasText' }) });
