import { countNote, describeChart } from '../a11y/describe.js';
import { pointCalendar, wallClockAt, type PointCalendar } from '../model/point-calendar.js';
import { formatValue, pointName, pointsNameOf } from '../model/point-names.js';
import {
  amountValue,
  pointRevised,
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
  /** The points' Auckland calendar, when the caller has it already (the axis and paging need it too). */
  calendar?: PointCalendar;
}

/** One entry of the legend, in order; the chart draws each kind's swatch. */
export type EnergyBarLegendEntry =
  | { kind: 'series'; series: SeriesKey; label: string }
  /** Estimated readings, shown in the bottom fuel's faded, hatched fill. */
  | { kind: 'estimated'; series: SeriesKey; label: string }
  | { kind: 'average'; label: string }
  | { kind: 'credit'; label: string }
  /** Readings first estimated and since read: a ring over the bar. */
  | { kind: 'revised'; label: string };

export interface EnergyBarText {
  /**
   * A point's full name: 'Tuesday 03 Mar 2026', 'Sunday 05 Apr 2026, 2:00am NZST', 'March 2026'. Made when first
   * asked for (the tooltip, the announcement, the opened table, the description's few named points), not for every
   * point of a year of hours on every change of data.
   */
  name: (index: number) => string;
  /** Each point's total of the shown fuels, in the chart's unit (0 for an empty point). */
  totals: number[];
  /** Each point's reading type across the shown fuels. */
  types: ReadingType[];
  /** Whether each point was revised: first estimated, since read. */
  revised: boolean[];
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
  const calendar = input.calendar ?? pointCalendar(points);
  const hourly = granularity === 'HOURLY';
  const names = new Map<number, string>();
  const name = (index: number): string => {
    const known = names.get(index);
    if (known !== undefined) return known;
    if (index < 0 || index >= points.length) return '';
    const named = pointName(wallClockAt(calendar, index), granularity, hourly ? calendar.instants[index] : undefined);
    names.set(index, named);
    return named;
  };
  const count = points.length;
  const totals = new Array<number>(count);
  const types = new Array<ReadingType>(count);
  const values = new Array<number | null>(count);
  let estimatedCount = 0;
  let emptyCount = 0;
  let creditCount = 0;
  let revisedCount = 0;
  const revised = new Array<boolean>(count);
  for (let index = 0; index < count; index += 1) {
    const point = points[index] as UsagePoint;
    const total = pointTotal(point, series, unit);
    const type = pointType(point, series);
    totals[index] = total;
    types[index] = type;
    values[index] = type === 'empty' ? null : total;
    if (type === 'estimated') estimatedCount += 1;
    else if (type === 'empty') emptyCount += 1;
    if (point.creditApplied) creditCount += 1;
    revised[index] = pointRevised(point, series);
    if (revised[index]) revisedCount += 1;
  }
  const pointsName = pointsNameOf[granularity];
  const singular = pointsName.slice(0, -1);
  const stacked = series.length > 1;

  const description = describeChart({
    kind: 'Bar chart',
    subject,
    labels: name,
    values,
    format: (value) => formatValue(value, unit),
    notes: [
      ...(average !== undefined ? [`Daily average ${formatValue(average, unit)}.`] : []),
      ...countNote(estimatedCount, singular, pointsName, 'estimated'),
      ...countNote(revisedCount, singular, pointsName, 'revised since first estimated'),
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
      ...(revised[index] ? ['Revised: first estimated, since read'] : []),
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
    ...(revisedCount > 0 ? [{ kind: 'revised' as const, label: 'Revised' }] : []),
    ...(creditCount > 0 ? [{ kind: 'credit' as const, label: creditLabel }] : []),
  ];

  return {
    name,
    totals,
    types,
    revised,
    pointsName,
    description,
    tooltip: (index) => {
      const { rows, total, notes } = details(index);
      return {
        title: name(index),
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
            name(index),
            ...rows.map((row) => row.value),
            ...(stacked ? [total] : []),
            notes.join('; ') || 'Actual',
          ];
        }),
    },
    legend,
  };
}
