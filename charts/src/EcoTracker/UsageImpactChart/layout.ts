import { bandCentre, barBands, slotAt, slotStart, valueScale } from '../../layout/scales.js';
import { CARBON_LEVELS_WITH_DATA, toCarbonLevel, type CarbonLevel } from '../carbon-level.js';

/** spec 2 §2: the eco tracker's 'your impact' tab, by day (hourly bars) or by month (daily bars). */
export type UsageImpactPeriod = 'daily' | 'monthly';

/** One bar of the usage impact: the customer's use in an hour or a day, and how clean the grid was then. */
export interface UsageImpactPoint {
  /** When it starts: an ISO instant (with offset) for an hour, 'YYYY-MM-DD' for a day. */
  start: string;
  /** Electricity used (kWh); null when there is no reading yet. */
  kWh: number | null;
  /** The grid's carbon intensity then, 1 very low to 5 very high; 0 or anything else is no data (spec 2 §3). */
  carbonLevel: number;
}

/**
 * What the bars draw of each point: its use (never below 0; null without a reading) and its carbon level (0 for
 * anything but 1 to 5).
 */
export function impactSeries(points: readonly UsageImpactPoint[]): {
  kWh: Array<number | null>;
  levels: CarbonLevel[];
} {
  return {
    kWh: points.map((point) => (point.kWh === null ? null : Math.max(point.kWh, 0))),
    levels: points.map((point) => toCarbonLevel(point.carbonLevel)),
  };
}

/** Height of the carbon strip under the bars: one mark per bar, as tall as its level (px). */
export const STRIP_LEVEL_HEIGHT = 5;
export const STRIP_HEIGHT = 5 * STRIP_LEVEL_HEIGHT;

export interface ImpactBarsLayout {
  /** Horizontal distance between bars (px). */
  step: number;
  barWidth: number;
  /** The value scale: kWh → y (px from the plot's top). */
  y: (value: number) => number;
  /** The bars, one path per carbon level, so a month is a handful of elements. */
  bars: Array<{ level: CarbonLevel; d: string }>;
  /** The carbon strip's marks, one path per level: each bar's level as a height, so the level reads without colour. */
  strip: Array<{ level: CarbonLevel; d: string }>;
  /** Bars without a reading, marked on the baseline. */
  emptyIndices: number[];
  /** Bars whose hour or day has no carbon level, marked dashed in the strip. */
  noLevelIndices: number[];
  centreOf: (index: number) => number;
  /** x where a bar's slot starts: the time axis's ticks start here. */
  slotStart: (index: number) => number;
  indexAt: (x: number) => number;
}

export interface ImpactBarsInput {
  kWh: ReadonlyArray<number | null>;
  levels: readonly CarbonLevel[];
  width: number;
  /** Height of the bars' area. */
  height: number;
  /** Top of the value scale (from the value axis). */
  max: number;
  /** Where the strip's marks stand (px from the plot's top): its baseline. */
  stripBaseline: number;
}

/** Bars leave this share of their slot as the gap between them while they are wide enough for a visible gap. */
const BAR_GAP = 0.3;
const MIN_GAP_STEP = 4;
const round = (value: number) => Math.round(value * 100) / 100;

function append(parts: Map<CarbonLevel, string[]>, level: CarbonLevel, part: string) {
  const list = parts.get(level);
  if (list) list.push(part);
  else parts.set(level, [part]);
}

/**
 * Where every bar goes: bars side by side in time order, each filled in its carbon level's colour; under them the
 * carbon strip, where each bar's level is drawn again as a mark 1 to 5 units tall. A day is at most 25 bars and a
 * month 31, so no bar is ever dropped.
 */
export function layoutImpactBars({
  kWh,
  levels,
  width,
  height,
  max,
  stripBaseline,
}: ImpactBarsInput): ImpactBarsLayout {
  const count = kWh.length;
  const slots = barBands(count, width, BAR_GAP);
  const step = slots.step();
  // Slots too narrow for a gap are filled edge to edge, and a bar is never under 1 px wide.
  if (step < MIN_GAP_STEP) slots.paddingInner(0).paddingOuter(0);
  const barWidth = Math.max(slots.bandwidth(), 1);
  // A value above the axis's top is drawn to the top, not past it.
  const y = valueScale(max, height).clamp(true);

  const barParts = new Map<CarbonLevel, string[]>();
  const stripParts = new Map<CarbonLevel, string[]>();
  const emptyIndices: number[] = [];
  const noLevelIndices: number[] = [];
  kWh.forEach((value, index) => {
    const level = levels[index] ?? 0;
    const x = round((slots(index) ?? 0) + (slots.bandwidth() - barWidth) / 2);
    if (value === null) emptyIndices.push(index);
    else if (value > 0) {
      const top = round(y(value));
      append(barParts, level, `M${x},${top}h${round(barWidth)}V${height}h${round(-barWidth)}Z`);
    }
    if (level === 0) noLevelIndices.push(index);
    else {
      const markHeight = level * STRIP_LEVEL_HEIGHT;
      append(
        stripParts,
        level,
        `M${x},${stripBaseline - markHeight}h${round(barWidth)}v${markHeight}h${round(-barWidth)}Z`,
      );
    }
  });

  const ordered = [0, ...CARBON_LEVELS_WITH_DATA] as CarbonLevel[];
  return {
    step,
    barWidth,
    y,
    bars: ordered.flatMap((level) => (barParts.has(level) ? [{ level, d: barParts.get(level)?.join('') ?? '' }] : [])),
    strip: ordered.flatMap((level) =>
      stripParts.has(level) ? [{ level, d: stripParts.get(level)?.join('') ?? '' }] : [],
    ),
    emptyIndices,
    noLevelIndices,
    centreOf: (index) => bandCentre(slots, index),
    slotStart: (index) => slotStart(slots, index),
    indexAt: (x) => slotAt(x, step, count),
  };
}
