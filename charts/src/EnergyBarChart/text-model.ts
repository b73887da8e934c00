import type { AucklandWallClock } from '@harakeke/design-system';
import { countNote, describeChart } from '../a11y/describe.js';
import { formatValue, pointName, pointsNameOf } from '../model/point-names.js';
import {
  amountValue,
  pointTime,
  pointTotal,
  pointType,
  seriesLabel,
  type Granularity,
  type ReadingType,
  type SeriesKey,
  type UnitMode,
  type UsagePoint,
} from '../model/usage.js';
import type { DataTableProps } from '../primitives/DataTable.js';
import type { TooltipContentProps } from '../primitives/tooltip-text.js';

export interface EnergyBarTextInput {
  /** The chart's accessible name; the table's caption. */
  title: string;
  /** What the chart shows: 'daily electricity and natural gas use'. */
  subject: string;
  points: readonly UsagePoint[];
  granularity: Granularity;
  unit: UnitMode;
  /** The fuels shown, bottom of the stack first. */
  series: readonly SeriesKey[];
  /** The daily average in the chart's unit, when the chart draws one. */
  average?: number;
  /** What the credit-applied marker is called in this brand (spec 1 §2). */
  creditLabel: string;
  /** Each point's Auckland wall clock, when the caller has them already (the axis needs them too). */
  times?: readonly AucklandWallClock[];
}

/** One entry of the legend, in order; the chart draws each kind's swatch. */
export type EnergyBarLegendEntry =
  | { kind: 'series'; series: SeriesKey; label: string }
  /** Estimated readings, shown in the bottom fuel's faded, hatched fill. */
  | { kind: 'estimated'; series: SeriesKey; label: string }
  | { kind: 'average'; label: string }
  | { kind: 'credit'; label: string };

export interface EnergyBarText {
  /** Each point's full name: 'Tuesday 03 Mar 2026', 'Sunday 05 Apr 2026, 2:00am NZST', 'March 2026'. */
  names: string[];
  /** Each point's total of the shown fuels, in the chart's unit (0 for an empty point). */
  totals: number[];
  /** Each point's reading type across the shown fuels. */
  types: ReadingType[];
  /** What a point is, plural: 'days', 'hours', 'months'. */
  pointsName: string;
  /** The generated description (spec: what it shows, range, total, extremes, trend, estimates and gaps). */
  description: string;
  /** What the tooltip says about a point, and what the live region announces. */
  tooltip: (index: number) => TooltipContentProps;
  /** The data table: a row per point, formatted only when asked for. */
  table: DataTableProps;
  /** The legend's entries: every fuel, then estimated, average and credit when the chart shows them. */
  legend: EnergyBarLegendEntry[];
}

/**
 * Everything EnergyBarChart says in words, from its data: point names and totals, the description, the tooltip's
 * rows, the table and the legend. Pure and DOM-free, so the words are tested without rendering the chart.
 */
export function energyBarText(input: EnergyBarTextInput): EnergyBarText {
  const { title, subject, points, granularity, unit, series, average, creditLabel } = input;
  const times = input.times ?? points.map(pointTime);
  const names = times.map((time, index) =>
    pointName(time, granularity, granularity === 'HOURLY' ? Date.parse(points[index]?.start ?? '') : undefined),
  );
  const totals = points.map((point) => pointTotal(point, series, unit));
  const types = points.map((point) => pointType(point, series));
  const pointsName = pointsNameOf[granularity];
  const singular = pointsName.slice(0, -1);
  const estimatedCount = types.filter((type) => type === 'estimated').length;
  const emptyCount = types.filter((type) => type === 'empty').length;
  const creditCount = points.filter((point) => point.creditApplied).length;
  const stacked = series.length > 1;

  const description = describeChart({
    kind: 'Bar chart',
    subject,
    labels: names,
    values: totals.map((total, index) => (types[index] === 'empty' ? null : total)),
    format: (value) => formatValue(value, unit),
    notes: [
      ...(average !== undefined ? [`Daily average ${formatValue(average, unit)}.`] : []),
      ...countNote(estimatedCount, singular, pointsName, 'estimated'),
      ...countNote(emptyCount, singular, pointsName, 'without data'),
      ...countNote(creditCount, singular, pointsName, `with ${creditLabel}`),
    ],
  });

  /** A point's fuel values, its total and its notes: what the tooltip and the table row both say. */
  const details = (index: number) => {
    const point = points[index] as UsagePoint;
    const rows = series.map((key) => {
      const amount = point[key];
      const value = !amount || amount.type === 'empty' ? 'No data' : formatValue(amountValue(amount, unit), unit);
      return { label: seriesLabel[key], value };
    });
    const type = types[index];
    const notes = [
      ...(type === 'estimated' ? ['Estimated reading'] : []),
      ...(type === 'empty' ? ['No reading yet'] : []),
      ...(point.creditApplied ? [creditLabel] : []),
    ];
    const total = type === 'empty' ? 'No data' : formatValue(totals[index] ?? 0, unit);
    return { rows, total, notes };
  };

  const bottom = series[0] ?? 'electricity';
  const legend: EnergyBarLegendEntry[] = [
    ...series.map((key) => ({ kind: 'series' as const, series: key, label: seriesLabel[key] })),
    ...(estimatedCount > 0 ? [{ kind: 'estimated' as const, series: bottom, label: 'Estimated' }] : []),
    ...(average !== undefined ? [{ kind: 'average' as const, label: 'Daily average' }] : []),
    ...(creditCount > 0 ? [{ kind: 'credit' as const, label: creditLabel }] : []),
  ];

  return {
    names,
    totals,
    types,
    pointsName,
    description,
    tooltip: (index) => {
      const { rows, total, notes } = details(index);
      return {
        title: names[index] ?? '',
        rows: stacked ? [...rows, { label: 'Total', value: total, total: true }] : rows,
        notes,
      };
    },
    table: {
      caption: title,
      columns: [
        { header: pointsName[0]?.toUpperCase() + pointsName.slice(1, -1) },
        ...series.map((key) => ({ header: seriesLabel[key], numeric: true })),
        ...(stacked ? [{ header: 'Total', numeric: true }] : []),
        { header: 'Reading' },
      ],
      rows: () =>
        points.map((_, index) => {
          const { rows, total, notes } = details(index);
          return [
            names[index] ?? '',
            ...rows.map((row) => row.value),
            ...(stacked ? [total] : []),
            notes.join('; ') || 'Actual',
          ];
        }),
    },
    legend,
  };
}
