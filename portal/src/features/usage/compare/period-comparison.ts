import { addDays, addMonths, billingWindowOf, endOfMonth, startOfMonth } from '@harakeke/design-system';
import { daysText, type UsageGranularity } from '../../../services/energy-usage/consumption-periods.js';

/** Whole Auckland days, both ends included ('YYYY-MM-DD'). */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** What the period shown is set beside: the one before it, the same one a year before, or days the customer chooses. */
export type ComparisonKind = 'previous' | 'lastYear' | 'custom';

/** The period before the one shown, at its granularity: the day, calendar month, year or bill cycle before it. */
export function previousPeriod({ startDate, endDate }: DayRange, granularity: UsageGranularity): DayRange {
  switch (granularity) {
    case 'HOURLY':
      return { startDate: addDays(startDate, -1), endDate: addDays(startDate, -1) };
    case 'DAILY': {
      const month = addMonths(startOfMonth(startDate), -1);
      return { startDate: month, endDate: endOfMonth(month) };
    }
    case 'MONTHLY':
      return { startDate: addMonths(startDate, -12), endDate: addMonths(endDate, -12) };
    case 'BILL_WINDOW': {
      // The bill cycle before, as the bills have it (windows start on the same day each month), rather than the
      // picker's earlier windows of the current one's length (spec 2 §9), whose dates drift from the bills'.
      const before = billingWindowOf(addDays(startDate, -1), Number(startDate.slice(8, 10)));
      return { startDate: before.start, endDate: before.end };
    }
  }
}

/** The same days a year before: a calendar month whole (29 February's month too), anything else moved by a year. */
export function samePeriodLastYear({ startDate, endDate }: DayRange, granularity: UsageGranularity): DayRange {
  if (granularity === 'DAILY') {
    const month = addMonths(startOfMonth(startDate), -12);
    return { startDate: month, endDate: endOfMonth(month) };
  }
  return { startDate: addMonths(startDate, -12), endDate: addMonths(endDate, -12) };
}

/**
 * The part of the other period to set beside a period still running: as many days from its start as have been read
 * of the one shown, so 13 days so far meet 13 days, not a whole period. A period read in full meets the other whole.
 */
export function comparableDays(other: DayRange, daysRead: number, daysInPeriod: number): DayRange {
  if (daysRead >= daysInPeriod) return other;
  const end = addDays(other.startDate, daysRead - 1);
  return { startDate: other.startDate, endDate: end < other.endDate ? end : other.endDate };
}

/** A period's use: the total of its read days, and how many days were read. */
export interface ReadTotal {
  total: number;
  days: number;
}

/**
 * How the period shown compares with the other, by the totals of their read days: 'About the same as' within 3%,
 * else more or less by a whole percent, then the other's days. Periods of different numbers of days (a day beside a
 * month, February beside March) are compared a day at a time, and it says so. Nothing to say when the other used
 * nothing.
 */
export function changeSentence(now: ReadTotal, then: ReadTotal, other: DayRange): string | null {
  if (then.total <= 0 || now.days <= 0 || then.days <= 0) return null;
  const perDay = now.days !== then.days;
  const [a, b] = perDay ? [now.total / now.days, then.total / then.days] : [now.total, then.total];
  const change = Math.round(((a - b) / b) * 100);
  const aDay = perDay ? ' a day' : '';
  const words =
    Math.abs(change) < 3
      ? `About the same${aDay} as`
      : `${Math.abs(change)}% ${change > 0 ? 'more' : 'less'}${aDay} than`;
  const why = perDay
    ? ` Compared by the day, as they have different numbers of days (${now.days} and ${then.days}).`
    : '';
  return `${words} ${daysText(other)}.${why}`;
}
