import { formatAucklandTime, formatDate, formatKwh, type AucklandWallClock } from '@harakeke/design-system';
import { countNote, describeChart } from '../a11y/describe.js';
import { pointName } from '../model/point-names.js';
import { pointTime } from '../model/usage.js';
import type { DataTableProps } from '../primitives/DataTable.js';
import type { TooltipContentProps } from '../primitives/tooltip-text.js';
import { granularityOf, type MonitoringPeriod, type MonitoringReading } from './layout.js';

/** Each period's chart name, the default accessible name. */
export const monitoringTitle: Record<MonitoringPeriod, string> = {
  live: 'Live electricity demand',
  last24Hours: 'Electricity use in the last 24 hours',
  day: 'Electricity use over the day',
  week: 'Electricity use over the week',
  month: 'Electricity use over the month',
  year: 'Electricity use over the year',
};

/** What Page Up and Page Down move by in each period. */
const pageNameOf: Record<MonitoringPeriod, string> = {
  live: 'ten minutes',
  last24Hours: 'three hours',
  day: 'three hours',
  week: 'a day',
  month: 'a week',
  year: 'a month',
};

/** Live demand is power: kW, written like kWh. */
export const formatKw = (value: number) => `${formatKwh(value).replace(' kWh', '')} kW`;

export interface MonitoringTextInput {
  period: MonitoringPeriod;
  /** Evenly spaced readings in order: minutes for live (kW), half-hours or hours, days or months (kWh). */
  readings: readonly MonitoringReading[];
  /** The chart's accessible name; the table's caption. */
  title: string;
  /** Each reading's Auckland wall clock, when the caller has them already (the axis needs them too). */
  times?: readonly AucklandWallClock[];
}

export interface MonitoringText {
  /** Each reading's full name: 'Tuesday 17 Mar 2026, 2:00pm NZDT', 'Wednesday 18 Feb 2026', 'March 2025'. */
  names: string[];
  /** What a reading is, plural: 'minutes', 'readings', 'days', 'months'. */
  pointsName: string;
  /** What Page Up and Page Down move by: 'ten minutes', 'a day'. */
  pageName: string;
  /** The generated description (spec: what it shows, range, total, extremes, trend, missing readings). */
  description: string;
  /** What the tooltip says about a reading, and what the live region announces. */
  tooltip: (index: number) => TooltipContentProps;
  /** The data table: a row per reading, formatted only when asked for. */
  table: DataTableProps;
  /** What the chart says when the meter has sent nothing for the period. */
  emptyMessage: string;
}

/**
 * Everything MonitoringChart says in words, from its readings: names, the description, the tooltip and the table,
 * in kW for live demand and kWh for energy (spec 2 §2). Pure and DOM-free, so the words are tested without
 * rendering the chart.
 */
export function monitoringText({ period, readings, title, times: given }: MonitoringTextInput): MonitoringText {
  const live = period === 'live';
  const format = live ? formatKw : formatKwh;
  const granularity = granularityOf(period, readings.length);
  const times = given ?? readings.map((reading) => pointTime({ start: reading.time }));
  // Minutes and hours are named by their instant, so the two 2am hours when the clocks go back read apart.
  const names = times.map((time, index) => {
    if (granularity !== 'MINUTE' && granularity !== 'HOURLY') return pointName(time, granularity);
    const start = readings[index]?.time ?? '';
    const instant = start.length === 10 ? Number.NaN : Date.parse(start);
    return `${formatDate(time.date, 'dddd DD MMM YYYY')}, ${formatAucklandTime(instant, 'h:mma z')}`;
  });
  const values = readings.map((reading) => reading.value);
  const missing = values.filter((value) => value === null).length;
  const valueText = (value: number | null | undefined) =>
    value === null || value === undefined ? 'No data' : format(value);

  return {
    names,
    pointsName: live ? 'minutes' : granularity === 'HOURLY' ? 'readings' : granularity === 'DAILY' ? 'days' : 'months',
    pageName: pageNameOf[period],
    description: describeChart({
      kind: 'Line chart',
      subject: live ? 'live electricity demand by minute' : monitoringTitle[period].toLowerCase(),
      labels: names,
      values,
      format,
      total: !live,
      trendSubject: live ? 'Demand' : 'Use',
      notes: countNote(missing, 'reading', 'readings', 'missing'),
    }),
    tooltip: (index) => ({
      title: names[index] ?? '',
      rows: [{ label: live ? 'Demand' : 'Electricity', value: valueText(values[index]) }],
    }),
    table: {
      caption: title,
      columns: [{ header: live ? 'Time' : 'Period' }, { header: live ? 'Demand (kW)' : 'Use (kWh)', numeric: true }],
      rows: () => readings.map((reading, index) => [names[index] ?? '', valueText(reading.value)]),
    },
    emptyMessage: 'Your meter has not sent readings for this period yet.',
  };
}
