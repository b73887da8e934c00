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
  /** Each point's total of the shown fuels, when the caller has them already (the text model works them out). */
  totals?: readonly number[];
  /** Each point's reading type across the shown fuels, when the caller has them already. */
  types?: readonly ReadingType[];
}

/** Bars leave this share of their slot as the gap between them while they are wide enough for a visible gap. */
const BAR_GAP = 0.3;
const MIN_GAP_STEP = 4;

/**
 * Where every bar goes. Points that share a pixel column are drawn as the point with the largest total there,
 * so peaks stay visible when a year of hours meets a phone-wide chart; every point stays in the tooltip and table.
 */
export function layoutEnergyBars(input: EnergyBarsInput): EnergyBarsLayout {
  const { points, series, unit, width, height, max } = input;
  const count = points.length;
  // Slots too narrow for a gap are filled edge to edge, and a bar is never under 1 px wide. The bands' step is
  // width / count whatever the gap (half of it at each end), so the gap is chosen before the scale is built.
  const slots = barBands(count, width, width / Math.max(count, 1) < MIN_GAP_STEP ? 0 : BAR_GAP);
  const step = slots.step();
  const barWidth = Math.max(slots.bandwidth(), 1);
  const y = valueScale(max, height);
  const totalOf = input.totals
    ? (index: number) => input.totals?.[index] ?? 0
    : (index: number) => pointTotal(points[index] as UsagePoint, series, unit);
  const typeOf = input.types
    ? (index: number) => input.types?.[index] ?? 'empty'
    : (index: number) => pointType(points[index] as UsagePoint, series);

  const columnIndices = representativeIndices(count, totalOf, width);
  const columns = Math.max(1, Math.floor(width));
  const decimated = columnIndices.length < count;
  const stacked = stack<UsagePoint, SeriesKey>()
    .keys(series)
    .value((point, key) => amountValue(point[key], unit))(columnIndices.map((index) => points[index] as UsagePoint));

  // Each bar is `M x,top h width V bottom h -width Z`. Writing numbers is most of the work for thousands of bars, so
  // each is written once: the width for every bar, a column's x for each of its segments, and the edge between two
  // stacked segments (the top of one is the bottom of the next) for both.
  const across = `h${round(barWidth)}`;
  const back = `h${round(-barWidth)}Z`;
  const baseline = String(round(y(0)));
  const inset = (slots.bandwidth() - barWidth) / 2;
  const xTexts = new Array<string | undefined>(columnIndices.length);
  const edgeValues = new Float64Array(columnIndices.length).fill(Number.NaN);
  const edgeTexts = new Array<string>(columnIndices.length);
  const edgeText = (column: number, value: number) => {
    if (edgeValues[column] === value) return edgeTexts[column] as string;
    const text = String(round(y(value)));
    edgeValues[column] = value;
    edgeTexts[column] = text;
    return text;
  };
  const paths: EnergyBarsLayout['paths'] = [];
  stacked.forEach((layer) => {
    const key = layer.key;
    const parts: Record<'actual' | 'estimated', string[]> = { actual: [], estimated: [] };
    layer.forEach(([low, high], column) => {
      const index = columnIndices[column] as number;
      const amount = points[index]?.[key];
      if (!amount || amount.type === 'empty' || high <= low) return;
      // A decimated bar fills its own pixel column: drawn at its point's x, a 1 px bar straddled two columns, so
      // neighbouring columns overlapped and left gaps (a comb) when a year of hours met a narrow chart.
      const x = (xTexts[column] ??= String(
        round(decimated ? Math.floor((index * columns) / count) * (width / columns) : (slots(index) ?? 0) + inset),
      ));
      const bottom = low === 0 ? baseline : edgeText(column, low);
      parts[amount.type].push(`M${x},${edgeText(column, high)}${across}V${bottom}${back}`);
    });
    for (const type of ['actual', 'estimated'] as const) {
      if (parts[type].length > 0) paths.push({ series: key, type, d: parts[type].join('') });
    }
  });

  const emptyIndices: number[] = [];
  for (let index = 0; index < count; index += 1) {
    if (typeOf(index) === 'empty') emptyIndices.push(index);
  }

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
function representativeIndices(count: number, totalOf: (index: number) => number, width: number): number[] {
  const columns = Math.max(1, Math.floor(width));
  if (count <= columns) return Array.from({ length: count }, (_, index) => index);
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
    const total = totalOf(index);
    if (total > bestTotal) {
      best = index;
      bestTotal = total;
    }
  }
  if (best >= 0) chosen.push(best);
  return chosen;
}

const round = (value: number) => Math.round(value * 100) / 100;
