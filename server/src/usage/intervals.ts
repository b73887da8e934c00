import type { DailyUsageItem, HourlyUsage, HourlyUsageItem, MonthlyUsage, MonthlyUsageItem } from '@harakeke/contract';
import {
  aucklandWallClock,
  endOfAucklandDay,
  endOfMonth,
  formatAucklandTime,
  hoursOfAucklandDay,
  startOfAucklandDay,
  toIsoDate,
} from '@harakeke/calendar';
import { centsOf, nzdOf, round2, round2KeepingTotal } from '../amounts.js';
import type { Database, Queryable } from '../db/client.js';
import { firstUsageDay } from '@harakeke/contract';
import { intervalReadings, lastCompleteDay } from '../readings/queries.js';
import { hourCostCents, isPeakHour, tariffs } from '../tariffs/tariffs.js';
import { supplyPeriodData, type DayRange } from './usage.js';
import { dailyAverageOf, energyAndCost, readDaysTotal } from './period-totals.js';
import {
  ensureSelectedSiteReadings,
  isCostIncluded,
  selectedElectricitySupplyPoints,
  type NoSelectedSupply,
} from './selected-site.js';

/** Why a day or year cannot be shown: outside the readings, so refused with a 400 naming the field. */
export interface OutsideTheData {
  kind: 'outsideTheData';
  field: 'date' | 'year';
  detail: string;
}

/** A day the hourly view can show: from the first reading's day to today (today's hours are mostly not read yet). */
export function checkHourlyDate(date: string, today: string): OutsideTheData | undefined {
  const first = firstUsageDay(today);
  if (date < first || date > today) {
    return { kind: 'outsideTheData', field: 'date', detail: `must be from ${first} to ${today}` };
  }
  return undefined;
}

/** A year the monthly view can show: from the first reading's year to this one. */
export function checkMonthlyYear(year: number, today: string): OutsideTheData | undefined {
  const [first, last] = [Number(firstUsageDay(today).slice(0, 4)), Number(today.slice(0, 4))];
  if (year < first || year > last)
    return { kind: 'outsideTheData', field: 'year', detail: `must be from ${first} to ${last}` };
  return undefined;
}

/** Brings the readings of the hourly view's day up to date (a write), before electricityHours reads them. */
export const ensureHourlyReadings = (db: Database, customerId: string, date: string, today: string) =>
  ensureSelectedSiteReadings(db, customerId, 'electricity', { today, from: date });

/**
 * Brings the readings of the monthly view's year and of the last bill period up to date (a write), before
 * electricityMonths reads them.
 */
export function ensureMonthlyReadings(
  db: Database,
  customerId: string,
  year: number,
  today: string,
  lastBill: DayRange,
) {
  const yearStart = toIsoDate(year, 1, 1);
  const from = lastBill.startDate < yearStart ? lastBill.startDate : yearStart;
  return ensureSelectedSiteReadings(db, customerId, 'electricity', { today, from });
}

/**
 * spec 2 §2 hourly granularity: the selected site's electricity over one Auckland day, hour by hour (23 or 25 hours
 * on the days the clocks change). An hour is empty when none of its half-hours was read or it is after the last
 * complete day, estimated when any of them is an estimate or missing. A day's PowerShout credit is the day's (the
 * daily view), so on such a day its hours add up to more than its cost.
 */
export async function electricityHours(
  db: Queryable,
  customerId: string,
  date: string,
  today: string,
): Promise<{ kind: 'ok'; usage: HourlyUsage } | NoSelectedSupply> {
  const selected = await selectedElectricitySupplyPoints(db, customerId);
  if (selected.kind !== 'ok') return selected;
  const { points } = selected;
  const last = lastCompleteDay(today);
  const readings = await intervalReadings(
    db,
    points.map((point) => point.id),
    new Date(startOfAucklandDay(date)).toISOString(),
    new Date(endOfAucklandDay(date)).toISOString(),
    'hour',
  );
  const byStart = new Map(readings.map((hour) => [hour.start, hour]));
  const read = (hour: (typeof readings)[number] | undefined): hour is (typeof readings)[number] =>
    hour !== undefined && date <= last && hour.halfHours > hour.missing;
  // The read hours' kWh to 2 decimals, adding up to the day's kWh as every other answer gives it (dayKwh).
  const readHours = hoursOfAucklandDay(date)
    .map((start) => byStart.get(start))
    .filter(read);
  const readKwh = round2KeepingTotal(readHours.map((hour) => hour.kwh));
  const shownKwh = new Map(readHours.map((hour, index) => [hour.start, readKwh[index]]));
  const hours = hoursOfAucklandDay(date).map((start): HourlyUsageItem => {
    const iso = formatAucklandTime(start, 'YYYY-MM-DDTHH:mm:ssZ');
    const hour = byStart.get(start);
    if (!read(hour)) return { start: iso, kw: 0, costNZD: 0, type: 'empty', revised: false };
    return {
      start: iso,
      kw: shownKwh.get(start) ?? round2(hour.kwh),
      costNZD: nzdOf(hourCostCents(tariffs.electricity, hour.kwh, isPeakHour(aucklandWallClock(start).hour))),
      // An hour with a half-hour estimated, or never read, is not all actual: say so rather than show half as fact.
      type: hour.estimated > 0 || hour.missing > 0 ? 'estimated' : 'actual',
      revised: hour.revised > 0,
    };
  });
  return { kind: 'ok', usage: { date, costIncluded: isCostIncluded(points), lastCompleteDay: last, hours } };
}

/**
 * A calendar month from the days of it among `days` (the daily view's, as costed there): their kWh and cost summed,
 * so a month's days add up to it, fixed charges included; estimated if any day is, empty if none was read.
 */
export function monthOfDays(start: string, days: readonly DailyUsageItem[]): MonthlyUsageItem {
  const end = endOfMonth(start);
  const used = days.filter((day) => day.startDate >= start && day.startDate <= end && day.type !== 'empty');
  const kwh = used.reduce((sum, day) => sum + day.kw, 0);
  const cents = used.reduce((sum, day) => sum + centsOf(day.costNZD), 0);
  return {
    start,
    kw: round2(kwh),
    costNZD: nzdOf(cents),
    type: used.length === 0 ? 'empty' : used.some((day) => day.type === 'estimated') ? 'estimated' : 'actual',
    revised: used.some((day) => day.revised),
    daysWithUsage: used.length,
  };
}

/**
 * spec 2 §2 monthly granularity: the selected site's electricity over one calendar year, each month the sum of its
 * days as the daily view costs them (so a month's days add up to it, fixed charges included). Months to come are
 * empty.
 */
export async function electricityMonths(
  db: Queryable,
  customerId: string,
  year: number,
  today: string,
  lastBillPeriod: DayRange,
  { isBuyingGroup }: { isBuyingGroup: boolean },
): Promise<{ kind: 'ok'; usage: MonthlyUsage } | NoSelectedSupply> {
  const selected = await selectedElectricitySupplyPoints(db, customerId);
  if (selected.kind !== 'ok') return selected;
  const { points } = selected;
  // spec 1 §4: a buying group's use is in kWh, as a value plan's.
  const costIncluded = isCostIncluded(points) && !isBuyingGroup;
  const options = { costIncluded, today };
  const range = { startDate: toIsoDate(year, 1, 1), endDate: toIsoDate(year, 12, 31) };
  const period = await supplyPeriodData(db, 'electricity', points, range, options);
  const months = Array.from({ length: 12 }, (_, index) =>
    monthOfDays(toIsoDate(year, index + 1, 1), period.dailyUsage.usage),
  );
  const total = readDaysTotal(period);
  const average = dailyAverageOf(total);
  const billed = readDaysTotal(await supplyPeriodData(db, 'electricity', points, lastBillPeriod, options));
  const [plan] = points;
  return {
    kind: 'ok',
    usage: {
      year,
      costIncluded,
      lastCompleteDay: period.lastCompleteDay,
      months,
      total: energyAndCost(total.kwh, total.cents),
      dailyAverage: energyAndCost(average.kwh, average.cents),
      earliestYear: Number(firstUsageDay(today).slice(0, 4)),
      lastInvoice: billed.days ? { ...lastBillPeriod, ...energyAndCost(billed.kwh, billed.cents) } : null,
      plan: { planName: plan?.plan_name ?? '', isValuePlan: plan?.is_value_plan ?? false },
    },
  };
}
