import { addDays, daysBetween, formatDate, formatKwh, formatNzd } from '@harakeke/design-system';
import { countNote, describeChart } from '../a11y/describe.js';
import { formatValue } from '../model/point-names.js';
import type { UnitMode } from '../model/usage.js';
import type { DataTableProps } from '../primitives/DataTable.js';
import type { TooltipContentProps } from '../primitives/tooltip-text.js';
import { gasValue, type GasReading } from './layout.js';

export interface GasUsageTextInput {
  /** The chart's accessible name; the table's caption. */
  title: string;
  /** The year's readings in order (spec 2 §3 consumptionList). */
  readings: readonly GasReading[];
  /** kWh, or dollars when cost is included. */
  unit: UnitMode;
  /** The year shown. */
  year: number;
}

/** One entry of the legend, in order; the chart draws each kind's swatch. */
export type GasLegendEntry = { kind: 'series'; label: string } | { kind: 'estimated'; label: string };

export interface GasUsageText {
  /** Each reading's period: '01 Mar 2025 to 31 Mar 2025'. */
  names: string[];
  /** Each reading's axis label: the month its period mostly covers, 'Mar'. */
  axisLabels: string[];
  /** The generated description (spec: what it shows, range, total, extremes, trend, estimates and gaps). */
  description: string;
  /** spec 2 §3: the balloon of a reading, also what the live region announces. */
  tooltip: (index: number) => TooltipContentProps;
  /** The data table: a row per reading, formatted only when asked for. */
  table: DataTableProps;
  /** Natural gas, then Estimated when any reading is estimated. */
  legend: GasLegendEntry[];
  /** What the chart says when there are no readings. */
  emptyMessage: string;
}

/** The reading's period, as the balloon's heading: '01 Mar 2026 to 31 Mar 2026'. */
function periodName(reading: GasReading): string {
  return `${formatDate(reading.startDate, 'DD MMM YYYY')} to ${formatDate(reading.endDate, 'DD MMM YYYY')}`;
}

/** The axis label of a reading: the month its period mostly covers, i.e. the month of its midpoint. */
function monthLabel(reading: GasReading): string {
  const middle = addDays(reading.startDate, Math.floor(daysBetween(reading.startDate, reading.endDate) / 2));
  return formatDate(middle, 'MMM');
}

/** spec 2 §3: the balloon: total $ and kWh, daily average $ and kWh, start and end date. */
function balloon(reading: GasReading): TooltipContentProps {
  if (reading.type === 'empty') return { title: periodName(reading), rows: [], notes: ['No reading for this period'] };
  return {
    title: periodName(reading),
    rows: [
      { label: 'Total', value: `${formatNzd(reading.total.costNZD)} (${formatKwh(reading.total.kw)})` },
      {
        label: 'Daily average',
        value: `${formatNzd(reading.dailyAverage.costNZD)} (${formatKwh(reading.dailyAverage.kw)})`,
      },
    ],
    notes: reading.type === 'estimated' ? ['Estimated reading'] : [],
  };
}

/**
 * Everything GasUsageChart says in words, from its readings: the periods' names and month labels, the description,
 * the balloon, the table and the legend. Pure and DOM-free, so the words are tested without rendering the chart.
 */
export function gasUsageText({ title, readings, unit, year }: GasUsageTextInput): GasUsageText {
  const names = readings.map(periodName);
  const estimated = readings.filter((reading) => reading.type === 'estimated').length;
  const empty = readings.filter((reading) => reading.type === 'empty').length;
  const description = describeChart({
    kind: 'Bar chart',
    subject: `natural gas use in ${year}, one bar per reading`,
    labels: names,
    values: readings.map((reading) => (reading.type === 'empty' ? null : gasValue(reading, unit))),
    format: (value) => formatValue(value, unit),
    notes: [
      ...countNote(estimated, 'reading', 'readings', 'estimated'),
      ...countNote(empty, 'period', 'periods', 'without a reading'),
    ],
  });
  const noData = (reading: GasReading, value: string) => (reading.type === 'empty' ? 'No data' : value);

  return {
    names,
    axisLabels: readings.map(monthLabel),
    description,
    tooltip: (index) => balloon(readings[index] as GasReading),
    table: {
      caption: title,
      columns: [
        { header: 'Period' },
        { header: 'Usage (kWh)', numeric: true },
        { header: 'Dollars', numeric: true },
        { header: 'Average per day (kWh)', numeric: true },
        { header: 'Average dollars per day', numeric: true },
        { header: 'Reading' },
      ],
      rows: () =>
        readings.map((reading, index) => [
          names[index] ?? '',
          noData(reading, formatKwh(reading.total.kw)),
          noData(reading, formatNzd(reading.total.costNZD)),
          noData(reading, formatKwh(reading.dailyAverage.kw)),
          noData(reading, formatNzd(reading.dailyAverage.costNZD)),
          reading.type === 'estimated' ? 'Estimated' : reading.type === 'empty' ? 'No reading' : 'Actual',
        ]),
    },
    legend: [
      { kind: 'series', label: 'Natural gas' },
      ...(estimated > 0 ? [{ kind: 'estimated' as const, label: 'Estimated' }] : []),
    ],
    emptyMessage: `There are no natural gas readings for ${year}.`,
  };
}
