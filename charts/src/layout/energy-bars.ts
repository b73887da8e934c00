import { stack } from 'd3-shape';
import { bandCentre, barBands, slotAt, slotStart, valueScale } from './scales.js';
import {
  amountValue,
  pointTotal,
  pointType,
  type ReadingType,
  type SeriesKey,
  type UnitMode,
  type UsagePoint,
} from '../model/usage.js';

/** One drawn stack segment. */
export interface BarSegment {
  series: SeriesKey;
  type: ReadingType;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EnergyBarsLayout {
  /** Horizontal distance between points (px); under 1 px when there are more points than pixels. */
  step: number;
  /** Width of one drawn bar. */
  barWidth: number;
  /** The value scale: value → y (px from the plot's top). */
  y: (value: number) => number;
  /** Segments grouped by series and reading type, each as one SVG path: thousands of bars, a handful of elements. */
  paths: Array<{ series: SeriesKey; type: Exclude<ReadingType, 'empty'>; d: string }>;
  /** Indices of points without data, drawn as a short mark on the baseline. */
  emptyIndices: number[];
  /** Indices of drawn columns; one per point unless points outnumber pixels. */
  columnIndices: number[];
  /** x of the centre of a point. */
  centreOf: (index: number) => number;
  /** x where a point's slot starts (the count: where the last ends): time-axis ticks and guide bands start here. */
  slotStart: (index: number) => number;
  /** The point under an x position. */
  indexAt: (x: number) => number;
}

export interface EnergyBarsInput {
  points: readonly UsagePoint[];
  series: readonly SeriesKey[];
  unit: UnitMode;
  width: number;
  height: number;
  /** Top of the value scale (from the value axis). */
  max: number;
}

/** Bars leave this share of their slot as the gap between them while they are wide enough for a visible gap. */
const BAR_GAP = 0.3;
const MIN_GAP_STEP = 4;

/**
 * Where every bar goes. Points that share a pixel column are drawn as the point with the largest total there,
 * so peaks stay visible when a year of hours meets a phone-wide chart; every point stays in the tooltip and table.
 */
export function layoutEnergyBars({ points, series, unit, width, height, max }: EnergyBarsInput): EnergyBarsLayout {
  const count = points.length;
  const slots = barBands(count, width, BAR_GAP);
  const step = slots.step();
  // Slots too narrow for a gap are filled edge to edge, and a bar is never under 1 px wide.
  if (step < MIN_GAP_STEP) slots.paddingInner(0).paddingOuter(0);
  const barWidth = Math.max(slots.bandwidth(), 1);
  const y = valueScale(max, height);

  const columnIndices = representativeIndices(points, series, unit, width);
  const columns = Math.max(1, Math.floor(width));
  const decimated = columnIndices.length < count;
  const stacked = stack<UsagePoint, SeriesKey>()
    .keys(series)
    .value((point, key) => amountValue(point[key], unit))(columnIndices.map((index) => points[index] as UsagePoint));

  const d = new Map<string, string[]>();
  stacked.forEach((layer) => {
    const key = layer.key;
    layer.forEach(([low, high], column) => {
      const index = columnIndices[column] as number;
      const amount = points[index]?.[key];
      if (!amount || amount.type === 'empty' || high <= low) return;
      // A decimated bar fills its own pixel column: drawn at its point's x, a 1 px bar straddled two columns, so
      // neighbouring columns overlapped and left gaps (a comb) when a year of hours met a narrow chart.
      const x = decimated
        ? Math.floor((index * columns) / count) * (width / columns)
        : (slots(index) ?? 0) + (slots.bandwidth() - barWidth) / 2;
      const top = y(high);
      const pathKey = `${key}:${amount.type}`;
      const parts = d.get(pathKey) ?? [];
      parts.push(`M${round(x)},${round(top)}h${round(barWidth)}V${round(y(low))}h${round(-barWidth)}Z`);
      d.set(pathKey, parts);
    });
  });

  const paths: EnergyBarsLayout['paths'] = [];
  for (const key of series) {
    for (const type of ['actual', 'estimated'] as const) {
      const parts = d.get(`${key}:${type}`);
      if (parts) paths.push({ series: key, type, d: parts.join('') });
    }
  }

  const emptyIndices: number[] = [];
  points.forEach((point, index) => {
    if (pointType(point, series) === 'empty') emptyIndices.push(index);
  });

  return {
    step,
    barWidth,
    y,
    paths,
    emptyIndices,
    columnIndices,
    centreOf: (index) => bandCentre(slots, index),
    slotStart: (index) => slotStart(slots, index),
    indexAt: (x) => slotAt(x, step, count),
  };
}

/** One point per pixel column at most: the one with the largest total. */
function representativeIndices(
  points: readonly UsagePoint[],
  series: readonly SeriesKey[],
  unit: UnitMode,
  width: number,
): number[] {
  const count = points.length;
  const columns = Math.max(1, Math.floor(width));
  if (count <= columns) return points.map((_, index) => index);
  const chosen: number[] = [];
  let column = -1;
  let best = -1;
  let bestTotal = -Infinity;
  for (let index = 0; index < count; index += 1) {
    const at = Math.floor((index * columns) / count);
    if (at !== column) {
      if (best >= 0) chosen.push(best);
      column = at;
      best = -1;
      bestTotal = -Infinity;
    }
    const total = pointTotal(points[index] as UsagePoint, series, unit);
    if (total > bestTotal) {
      best = index;
      bestTotal = total;
    }
  }
  if (best >= 0) chosen.push(best);
  return chosen;
}

const round = (value: number) => Math.round(value * 100) / 100;
