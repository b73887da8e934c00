import { scaleBand, scaleLinear } from 'd3-scale';

export interface ComparisonColumnsLayout {
  /** Width of each home's slot (px). */
  step: number;
  /** Width of a drawn column. */
  columnWidth: number;
  /** Left edge of a column. */
  columnX: (index: number) => number;
  /** Centre of a home's slot. */
  centreOf: (index: number) => number;
  /** Top of a column for a value (px from the plot's top); the baseline is `height`. */
  y: (value: number) => number;
  /** The home under an x position (px from the plot's left), clamped to the homes. */
  indexAt: (x: number) => number;
  /** Whether a slot is too narrow for a label on one line ('Efficient home' at 320 px). */
  labelsWrap: boolean;
}

/** Narrower slots than this put 'Efficient home' on two lines. */
const ONE_LINE_LABEL_MIN = 112;
/** Columns stay slim on a wide card, so three bars read as a comparison, not a wall. */
const MAX_COLUMN_WIDTH = 96;

/**
 * One column per home side by side, on a scale from zero to the largest of the three, so the difference between
 * this home and the others is the difference in height.
 */
export function layoutComparisonColumns({
  values,
  width,
  height,
}: {
  values: readonly number[];
  width: number;
  height: number;
}): ComparisonColumnsLayout {
  const count = values.length;
  const band = scaleBand<number>()
    .domain(values.map((_, index) => index))
    .range([0, Math.max(width, 1)])
    .paddingInner(0.3)
    .paddingOuter(0.15);
  const step = band.step();
  const columnWidth = Math.min(band.bandwidth(), MAX_COLUMN_WIDTH);
  const max = Math.max(0, ...values);
  const y = scaleLinear()
    .domain([0, max > 0 ? max : 1])
    .range([Math.max(height, 1), 0])
    .clamp(true);
  const centreOf = (index: number) => (band(index) ?? 0) + band.bandwidth() / 2;
  return {
    step,
    columnWidth,
    columnX: (index) => centreOf(index) - columnWidth / 2,
    centreOf,
    y: (value) => y(Math.max(value, 0)),
    indexAt: (x) =>
      Math.min(
        Math.max(Math.floor((x - (band(0) ?? 0) + (step - band.bandwidth()) / 2) / step), 0),
        Math.max(count - 1, 0),
      ),
    labelsWrap: step < ONE_LINE_LABEL_MIN,
  };
}
