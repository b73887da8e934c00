import { addDays, addMonths, parseIsoDate, toIsoDate, type IsoDate } from './calendar-date.js';

/** A billing window: whole Auckland days from `start` to `end`, both included. */
export interface BillingWindow {
  start: IsoDate;
  end: IsoDate;
}

/** Windows starting after the 28th would skip February, so they start on the 28th. */
const LATEST_START_DAY = 28;

/**
 * The monthly billing window a date falls in, for an account whose windows start on `anchorDay` of each month (the
 * day of its billing window's start; 1 to 31). The window runs to the day before the next month's start day.
 */
export function billingWindowOf(date: IsoDate, anchorDay: number): BillingWindow {
  if (!Number.isInteger(anchorDay) || anchorDay < 1 || anchorDay > 31) {
    throw new RangeError(`Not a day of the month: ${anchorDay}`);
  }
  const startDay = Math.min(anchorDay, LATEST_START_DAY);
  const { year, month, day } = parseIsoDate(date);
  const thisMonths = toIsoDate(year, month, startDay);
  const start = day >= startDay ? thisMonths : addMonths(thisMonths, -1);
  return { start, end: addDays(addMonths(start, 1), -1) };
}
