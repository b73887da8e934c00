import { formatKwh, type AucklandWallClock } from '@harakeke/design-system';
import { describeChart } from '../../a11y/describe.js';
import { pointName } from '../../model/point-names.js';
import { pointTime } from '../../model/usage.js';
import type { DataTableProps } from '../../primitives/DataTable.js';
import type { TooltipContentProps } from '../../primitives/tooltip-text.js';
import {
  CARBON_LEVELS_WITH_DATA,
  carbonLevelLabel,
  carbonSentence,
  sentenceCase,
  type CarbonLevel,
} from '../carbon-level.js';
import { impactSeries, type UsageImpactPeriod, type UsageImpactPoint } from './layout.js';

/** Each period's chart name, the default accessible name. */
export const usageImpactTitle: Record<UsageImpactPeriod, string> = {
  daily: 'Your impact by hour',
  monthly: 'Your impact by day',
};

/** The page a key moves by: six hours within a day, a week within a month. */
export const impactPageName: Record<UsageImpactPeriod, string> = { daily: 'six hours', monthly: 'a week' };

/**
 * The description's notes on carbon: how many hours (days) were at each level, and how much of the use fell in
 * high or very high intensity, the part a customer could move (spec 2 §3 'Usage impact').
 */
export function carbonNotes(
  kWh: ReadonlyArray<number | null>,
  levels: readonly CarbonLevel[],
  period: UsageImpactPeriod,
): string[] {
  const [singular, plural] = period === 'daily' ? ['hour', 'hours'] : ['day', 'days'];
  const counts = CARBON_LEVELS_WITH_DATA.map((level) => ({
    level,
    count: levels.filter((value) => value === level).length,
  })).filter(({ count }) => count > 0);
  const notes: string[] = [];
  if (counts.length > 0) {
    const parts = counts.map(
      ({ level, count }) => `${carbonLevelLabel[level]} for ${count} ${count === 1 ? singular : plural}`,
    );
    notes.push(`Carbon intensity was ${parts.join(', ')}.`);
  }
  const noLevel = levels.filter((level) => level === 0).length;
  if (noLevel > 0) notes.push(`${noLevel} ${noLevel === 1 ? singular : plural} without carbon intensity data.`);
  const total = kWh.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const dirty = kWh.reduce<number>((sum, value, index) => sum + ((levels[index] ?? 0) >= 4 ? (value ?? 0) : 0), 0);
  if (total > 0) {
    notes.push(
      `${formatKwh(dirty)} (${Math.round((dirty / total) * 100)}%) was used while carbon intensity was high or very high.`,
    );
  }
  return notes;
}

export interface UsageImpactTextInput {
  /** A day's hours (daily) or a month's days (monthly), in order. */
  points: readonly UsageImpactPoint[];
  period: UsageImpactPeriod;
  /** The chart's accessible name; the table's caption. */
  title: string;
  /** Each point's use and carbon level as the bars draw them (`impactSeries`), when the caller has them already. */
  series?: { kWh: ReadonlyArray<number | null>; levels: readonly CarbonLevel[] };
  /** Each point's Auckland wall clock, when the caller has them already (the axis needs them too). */
  times?: readonly AucklandWallClock[];
}

/** One legend entry: a carbon level the chart shows (0: no carbon data), in order from very low. */
export interface UsageImpactLegendEntry {
  level: CarbonLevel;
  label: string;
}

export interface UsageImpactText {
  /** Each point's full name: 'Wednesday 10 Jun 2026, 6:00pm NZST', 'Friday 08 May 2026'. */
  names: string[];
  /** What a point is, plural: 'hours' or 'days'. */
  pointsName: string;
  /** What Page Up and Page Down move by. */
  pageName: string;
  /** The generated description: use, range, extremes and trend, the carbon notes and readings missing. */
  description: string;
  /** What the tooltip says about a point: its use and its carbon level. */
  tooltip: (index: number) => TooltipContentProps;
  /** What the live region announces: the use, and that carbon intensity 'was' its level (spec 2 §4). */
  announce: (index: number) => string;
  /** The data table: a row per point, formatted only when asked for. */
  table: DataTableProps;
  /** The levels shown, very low first, then 'No carbon data' when any point has none. */
  legend: UsageImpactLegendEntry[];
  /** What the chart says when there is no usage for the day or month. */
  emptyMessage: string;
}

/**
 * Everything UsageImpactChart says in words (spec 2 §3 'Usage impact'), in the past tense (spec 2 §4 'was'): names,
 * the description, the tooltip and its announcement, the table and the legend. Pure and DOM-free, so the words are
 * tested without rendering the chart.
 */
export function usageImpactText(input: UsageImpactTextInput): UsageImpactText {
  const { points, period, title } = input;
  const { kWh, levels } = input.series ?? impactSeries(points);
  const granularity = period === 'daily' ? 'HOURLY' : 'DAILY';
  const times = input.times ?? points.map((point) => pointTime({ start: point.start }));
  // Hours are named by their instant, so the two 2am hours when the clocks go back read apart.
  const names = points.map((point, index) =>
    pointName(times[index] as AucklandWallClock, granularity, period === 'daily' ? Date.parse(point.start) : undefined),
  );
  const singular = period === 'daily' ? 'hour' : 'day';
  const plural = `${singular}s`;
  const withoutReading = kWh.filter((value) => value === null).length;

  const tooltip = (index: number): TooltipContentProps => {
    const value = kWh[index];
    return {
      title: names[index] ?? '',
      rows: [
        { label: 'Use', value: value === null || value === undefined ? 'No reading' : formatKwh(value) },
        { label: 'Carbon intensity', value: sentenceCase(carbonLevelLabel[levels[index] ?? 0]) },
      ],
    };
  };

  const present = new Set(levels);
  return {
    names,
    pointsName: plural,
    pageName: impactPageName[period],
    description: describeChart({
      kind: 'Bar chart',
      subject: `${period === 'daily' ? 'hourly' : 'daily'} electricity use and the grid’s carbon intensity`,
      labels: names,
      values: kWh,
      format: formatKwh,
      notes: [
        ...carbonNotes(kWh, levels, period),
        ...(withoutReading > 0
          ? [`${withoutReading} ${withoutReading === 1 ? singular : plural} without a reading.`]
          : []),
      ],
    }),
    tooltip,
    announce: (index) => {
      const value = kWh[index];
      const use = value === null || value === undefined ? 'no reading' : `${formatKwh(value)} used`;
      return `${names[index]}: ${use}; ${carbonSentence(levels[index] ?? 0, 'past').toLowerCase()}.`;
    },
    table: {
      caption: title,
      columns: [{ header: sentenceCase(singular) }, { header: 'Use', numeric: true }, { header: 'Carbon intensity' }],
      rows: () =>
        points.map((_, index) => {
          const { title: name, rows } = tooltip(index);
          return [name, rows[0]?.value ?? '', rows[1]?.value ?? ''];
        }),
    },
    legend: [
      ...CARBON_LEVELS_WITH_DATA.filter((level) => present.has(level)).map((level) => ({
        level,
        label: sentenceCase(carbonLevelLabel[level]),
      })),
      ...(present.has(0) ? [{ level: 0 as const, label: 'No carbon data' }] : []),
    ],
    emptyMessage: `There is no usage to show for this ${period === 'daily' ? 'day' : 'month'} yet.`,
  };
}
