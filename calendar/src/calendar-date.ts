import { dayjs } from './dayjs.js';
import { memo } from './memo.js';

/**
 * A calendar date, 'YYYY-MM-DD': a day on Auckland's calendar, with no time of day and no zone (spec 1 §9: every
 * date a customer sees is the date in Auckland).
 */
export type IsoDate = string;

/** A calendar date split into numbers; month 1 is January. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// dayjs reads a two-digit year as 19xx (it goes through Date.UTC), so years before 1000 are refused rather than
// silently moved; no date of this product is that old.
const FIRST_YEAR = 1000;

/**
 * Calendar dates are handled as dayjs objects in UTC mode: UTC has no daylight saving, so `add(1, 'day')` is always
 * the next calendar date and `diff` counts whole days, whatever the zone of the machine running it. Zone-aware dayjs
 * objects are never used for calendar arithmetic: their `add` keeps the offset they started with.
 */
const utcDay = memo((date: IsoDate) => {
  const match = ISO_DATE.exec(date);
  const parts = match && { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!parts || parts.year < FIRST_YEAR) return undefined;
  const parsed = dayjs.utc(date);
  // dayjs rolls 30 February over into March; a date that does not come back as written is not a date.
  if (!parsed.isValid() || parsed.month() + 1 !== parts.month || parsed.date() !== parts.day) return undefined;
  return { parsed, parts };
});

function calendarDay(date: IsoDate) {
  const day = utcDay(date);
  // A malformed date is a caller's bug, not a customer's: thrown, not shown.
  if (!day) throw new RangeError(`Not a calendar date: ${date}`);
  return day;
}

const asIsoDate = (value: dayjs.Dayjs): IsoDate => value.format('YYYY-MM-DD');

/** Whether a value is a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && utcDay(value) !== undefined;
}

/** Splits a calendar date into numbers; throws a RangeError on anything that is not one. */
export function parseIsoDate(date: IsoDate): DateParts {
  return { ...calendarDay(date).parts };
}

/** The calendar date of a year, month (1 to 12) and day; throws a RangeError when there is no such date. */
export function toIsoDate(year: number, month: number, day: number): IsoDate {
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  calendarDay(date);
  return date;
}

/** The calendar date `days` after a date (before it when negative): calendar days, never 24 hours of milliseconds. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return asIsoDate(calendarDay(date).parsed.add(days, 'day'));
}

/**
 * The same day `months` later (earlier when negative), or the month's last day when it is shorter:
 * 31 January + 1 month is 28 February (29 in a leap year), as dayjs and moment have it.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  return asIsoDate(calendarDay(date).parsed.add(months, 'month'));
}

/** Whole calendar days from one date to another: negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return calendarDay(to).parsed.diff(calendarDay(from).parsed, 'day');
}

/** Every calendar date from `from` to `to`, both included; empty when `to` is earlier. */
export function datesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const count = daysBetween(from, to) + 1;
  const start = calendarDay(from).parsed;
  return Array.from({ length: Math.max(0, count) }, (_, index) => asIsoDate(start.add(index, 'day')));
}

/** The day of the week, 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: IsoDate): number {
  return calendarDay(date).parsed.day();
}

/**
 * The Sunday of the week a date is in (spec 2 §1: weeks start on Sunday). Counted back from the weekday rather than
 * with dayjs's startOf('week'), which follows the global locale: loading dayjs's en-nz locale anywhere in a bundle
 * would move it to Monday.
 */
export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, -weekdayOf(date));
}

/** The first day of a date's month. */
export function startOfMonth(date: IsoDate): IsoDate {
  return asIsoDate(calendarDay(date).parsed.startOf('month'));
}

/** The last day of a date's month: 28, 29, 30 or 31. */
export function endOfMonth(date: IsoDate): IsoDate {
  return asIsoDate(calendarDay(date).parsed.endOf('month'));
}

/** How many days a date's month has. */
export function daysInMonth(date: IsoDate): number {
  return calendarDay(date).parsed.daysInMonth();
}

/** @internal The dayjs object (UTC mode) of a valid calendar date, for the calendar's own formatting. */
export const utcDayjsOf = (date: IsoDate) => calendarDay(date).parsed;
