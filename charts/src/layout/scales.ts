import { scaleBand, scaleLinear, scalePoint, type ScaleBand, type ScaleLinear, type ScalePoint } from 'd3-scale';

/**
 * The value axis's scale, as visx builds it: 0 on the baseline (`height`), `max` at the top (0). A top of 0 or less
 * (no data, every value 0) gets the domain [0, 1], so the scale stays defined and zero stays on the baseline.
 */
export function valueScale(max: number, height: number): ScaleLinear<number, number> {
  return scaleLinear()
    .domain([0, max > 0 ? max : 1])
    .range([height, 0]);
}

/** The indices 0 … count - 1: the domain of the slot scales, one per point in order. */
function indices(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/**
 * One slot per point across `width`, in order, each holding a bar `1 - gap` of the slot wide, centred: d3's band
 * scale with the gap between bars as inner padding and half of it at each end, so every slot (`step()`) is
 * `width / count` and `band(index)` is the bar's left edge.
 */
export function barBands(count: number, width: number, gap: number): ScaleBand<number> {
  // The domain goes in last: d3 works out every band's position again on each setter, and a year of hours is 8,760
  // bands, so the range and padding are set while the domain is still empty.
  return scaleBand<number>()
    .range([0, width])
    .paddingInner(gap)
    .paddingOuter(gap / 2)
    .domain(indices(count));
}

/** The centre of a point's slot on a band scale (0 for an index outside it, which no caller passes). */
export function bandCentre(band: ScaleBand<number>, index: number): number {
  return (band(index) ?? 0) + band.bandwidth() / 2;
}

/** Points evenly spaced across `width`, each at the centre of its `width / count` slot: d3's point scale. */
export function slotCentres(count: number, width: number): ScalePoint<number> {
  return scalePoint<number>().domain(indices(count)).range([0, width]).padding(0.5);
}

/**
 * Where slot `index` starts (px), on a band or point scale whose slots tile its range: `barBands` (half the inner
 * padding at each end) and `slotCentres` (padding 0.5). `index` may be the count: the end of the last slot. Slots
 * start where d3 starts its steps, `step()` apart from the range's start, so time-axis ticks and guide bands sit on
 * the same edges the bars are centred between.
 */
export function slotStart(scale: ScaleBand<number> | ScalePoint<number>, index: number): number {
  return scale.range()[0] + index * scale.step();
}

/** The slot under an x position (px from the plot's left), clamped to the points. */
export function slotAt(x: number, step: number, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.floor(x / step)));
}
