import type { DailyUsageItem, UsageExportInterval, UsageExportRequest } from '@harakeke/contract';
import {
  addDays,
  addMonths,
  endOfMonth,
  formatAucklandTime,
  halfHoursOfAucklandDay,
  startOfAucklandDay,
  startOfMonth,
  type IsoDate,
} from '@harakeke/calendar';
import { round2 } from '../amounts.js';
import type { Database, Queryable } from '../db/client.js';
import { csvStream, type CsvRow } from '../http/csv.js';
import type { FileAnswer } from '../http/file-answer.js';
import { intervalReadings, lastCompleteDay, type IntervalReadings } from '../readings/queries.js';
import { monthOfDays } from './intervals.js';
import {
  ensureSelectedSiteReadings,
  isCostIncluded,
  selectedElectricitySupplyPoints,
  type NoSelectedSupply,
} from './selected-site.js';
import type { SelectedSupplyPointRow } from './queries.js';
import { supplyPeriodData } from './usage.js';

/**
 * How a row was read, as the file says it (spec 2 §4 chart kinds, named for a reader): actual, estimated, revised
 * (first estimated, since read), missing (never read) or 'not read yet' (after the last complete day).
 */
type RowReading = 'actual' | 'estimated' | 'revised' | 'missing' | 'not read yet';

/** The days of a range a calendar month at a time: the file is written month by month. */
export function monthsOfRange({ startDate, endDate }: { startDate: IsoDate; endDate: IsoDate }) {
  const months: { startDate: IsoDate; endDate: IsoDate }[] = [];
  for (let month = startOfMonth(startDate); month <= endDate; month = addMonths(month, 1)) {
    const end = endOfMonth(month);
    months.push({ startDate: month < startDate ? startDate : month, endDate: end > endDate ? endDate : end });
  }
  return months;
}

/** Brings the selected site's electricity readings of the file's range up to date (a write), before it is written. */
export const ensureUsageExportReadings = (db: Database, customerId: string, range: UsageExportRequest, today: string) =>
  ensureSelectedSiteReadings(db, customerId, 'electricity', { today, from: range.startDate });

const dayMoneyHeader = [
  'Energy (NZD)',
  'Daily charge (NZD)',
  'Levies (NZD)',
  'GST (NZD)',
  'Discounts (NZD)',
  'Credits (NZD)',
  'Total (NZD)',
];

/** Each interval's columns: the half-hours' kWh, the days' kWh and bill items, the months' kWh and cost. */
function headerOf(interval: UsageExportInterval, costIncluded: boolean): string[] {
  switch (interval) {
    case 'halfHour':
      return ['Date', 'Start (NZ time)', 'kWh', 'Reading'];
    case 'day':
      return ['Date', 'kWh', ...(costIncluded ? dayMoneyHeader : []), 'Reading'];
    case 'month':
      return ['Month', 'From', 'To', 'kWh', ...(costIncluded ? ['Total (NZD)'] : []), 'Days read', 'Reading'];
  }
}

/** A half-hour as the meter read it; 'missing' when none of the site's meters did. */
function halfHourReading(interval: IntervalReadings | undefined): RowReading {
  if (!interval || interval.missing === interval.halfHours) return 'missing';
  if (interval.estimated > 0 || interval.missing > 0) return 'estimated';
  return interval.revised > 0 ? 'revised' : 'actual';
}

/** What a row with no reading is: not read yet when it starts after the last complete day, else missing. */
const unread = (date: string, last: string): RowReading => (date > last ? 'not read yet' : 'missing');

/** A day's reading: actual, estimated, revised (an estimate since read), or unread. */
const dayReading = (day: Pick<DailyUsageItem, 'type' | 'revised'>, date: string, last: string): RowReading => {
  if (day.type === 'empty') return unread(date, last);
  return day.type === 'actual' && day.revised ? 'revised' : day.type;
};

/**
 * A day's row: its kWh and, when the cost is included (spec 1 §4), its bill items, discounts and credits as
 * negatives so the items add up to the total, and the days of a bill period add up to its bill.
 */
function dayRow(day: DailyUsageItem, costIncluded: boolean, last: string): CsvRow {
  const reading = dayReading(day, day.startDate, last);
  const read = day.type !== 'empty';
  if (!costIncluded) return [day.startDate, read ? day.kw : '', reading];
  const items = day.costBreakdown;
  const money = items
    ? [
        items.energy,
        items.dailyCharge,
        items.levies,
        items.gst,
        -items.discounts,
        -items.powershoutCredits,
        day.costNZD,
      ]
    : dayMoneyHeader.map(() => '');
  return [day.startDate, read ? day.kw : '', ...money, reading];
}

/** The rows of one month of the range, at the file's interval. */
async function monthRows(
  db: Queryable,
  points: readonly SelectedSupplyPointRow[],
  month: { startDate: IsoDate; endDate: IsoDate },
  options: { interval: UsageExportInterval; costIncluded: boolean; today: string },
): Promise<CsvRow[]> {
  const last = lastCompleteDay(options.today);
  if (options.interval === 'halfHour') {
    const readings = await intervalReadings(
      db,
      points.map((point) => point.id),
      new Date(startOfAucklandDay(month.startDate)).toISOString(),
      new Date(startOfAucklandDay(addDays(month.endDate, 1))).toISOString(),
      'halfHour',
    );
    const byStart = new Map(readings.map((reading) => [reading.start, reading]));
    const rows: CsvRow[] = [];
    for (let date = month.startDate; date <= month.endDate; date = addDays(date, 1)) {
      for (const start of halfHoursOfAucklandDay(date)) {
        const reading = byStart.get(start);
        const kind: RowReading = date > last ? unread(date, last) : halfHourReading(reading);
        const read = kind !== 'missing' && kind !== 'not read yet';
        rows.push([
          date,
          formatAucklandTime(start, 'YYYY-MM-DDTHH:mm:ssZ'),
          read && reading ? round2(reading.kwh) : '',
          kind,
        ]);
      }
    }
    return rows;
  }
  const period = await supplyPeriodData(db, 'electricity', points, month, options);
  const days = period.dailyUsage.usage;
  if (options.interval === 'day') return days.map((day) => dayRow(day, options.costIncluded, last));
  const total = monthOfDays(startOfMonth(month.startDate), days);
  const reading: RowReading =
    total.type === 'empty' ? (month.startDate > last ? 'not read yet' : 'missing') : total.type;
  return [
    [
      month.startDate.slice(0, 7),
      // The range's days of the month: a month cut by the range's ends says so.
      month.startDate,
      month.endDate,
      total.daysWithUsage > 0 ? total.kw : '',
      ...(options.costIncluded ? [total.daysWithUsage > 0 ? total.costNZD : ''] : []),
      String(total.daysWithUsage),
      reading,
    ],
  ];
}

/** The file's name: what it holds, its days and its rows, e.g. 'electricity 2026-10-01 to 2026-10-31 by day.csv'. */
const intervalWords: Record<UsageExportInterval, string> = {
  halfHour: 'by half-hour',
  day: 'by day',
  month: 'by month',
};

/**
 * spec 2 §2 usage export: the selected site's electricity over the range as CSV, a row per half-hour, day or month,
 * each saying how it was read, and the money (spec 1 §4) only when the cost is included. Written a month at a time
 * as it is sent; the readings must be in first (ensureUsageExportReadings).
 */
export async function electricityUsageFile(
  db: Queryable,
  customerId: string,
  request: UsageExportRequest,
  today: string,
  { isBuyingGroup }: { isBuyingGroup: boolean },
): Promise<{ kind: 'ok'; file: FileAnswer } | NoSelectedSupply> {
  const selected = await selectedElectricitySupplyPoints(db, customerId);
  if (selected.kind !== 'ok') return selected;
  const { points } = selected;
  // spec 1 §4: a buying group's use is in kWh, as a value plan's: no money columns.
  const costIncluded = isCostIncluded(points) && !isBuyingGroup;
  const options = { interval: request.interval, costIncluded, today };
  async function* batches() {
    for (const month of monthsOfRange(request)) yield await monthRows(db, points, month, options);
  }
  return {
    kind: 'ok',
    file: {
      body: csvStream(headerOf(request.interval, costIncluded), batches()),
      fileName: `electricity ${request.startDate} to ${request.endDate} ${intervalWords[request.interval]}.csv`,
    },
  };
}
