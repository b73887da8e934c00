import { scaleLinear } from 'd3-scale';

/** Height of one category's line: its label above, its bar below (px). */
export const BREAKDOWN_ROW_HEIGHT = 44;
/** Where the label's baseline sits within a line. */
export const BREAKDOWN_LABEL_BASELINE = 14;
/** The bar's top and thickness within a line. */
export const BREAKDOWN_BAR_TOP = 20;
export const BREAKDOWN_BAR_HEIGHT = 14;

export interface BreakdownBarsLayout {
  /** Plot height for this many lines. */
  height: number;
  /** Top of a line (px from the plot's top). */
  rowTop: (index: number) => number;
  /** A bar's length: the largest use fills the width, so small categories stay comparable. */
  barLength: (value: number) => number;
  /** The line under a y position (px from the plot's top), clamped to the lines. */
  indexAt: (y: number) => number;
}

/**
 * Horizontal bars, one line per category, each bar under its own label so a long label such as 'Lights &
 * Appliances' never collides with its value at 320 px. Bars start at zero and end at the use, on one linear scale.
 */
export function layoutBreakdownBars({
  values,
  width,
}: {
  values: readonly number[];
  width: number;
}): BreakdownBarsLayout {
  const max = Math.max(0, ...values);
  const x = scaleLinear()
    .domain([0, max > 0 ? max : 1])
    .range([0, Math.max(width, 1)])
    .clamp(true);
  const count = values.length;
  return {
    height: Math.max(count, 1) * BREAKDOWN_ROW_HEIGHT,
    rowTop: (index) => index * BREAKDOWN_ROW_HEIGHT,
    // A use too small to see still shows a sliver, so every listed category has a bar.
    barLength: (value) => (value > 0 ? Math.max(x(value), 2) : 0),
    indexAt: (y) => Math.min(Math.max(Math.floor(y / BREAKDOWN_ROW_HEIGHT), 0), Math.max(count - 1, 0)),
  };
}
