import { GregorianCalendar, toCalendarDate, type CalendarDate, type DateValue } from '@internationalized/date';

// spec 1 §9: locale en-NZ (day before month) and weeks start on Sunday, which en-NZ's own week data does not
// say (its first day is Monday), so it is set explicitly.
export const PICKER_LOCALE = 'en-NZ';
export const FIRST_DAY_OF_WEEK = 'sun' as const;

/** A range of calendar dates: both ends inclusive, no time of day. */
export interface DateRangeValue {
  start: CalendarDate;
  end: CalendarDate;
}

/** The picker is day-granular; this also drops the time of day of a date-time a caller might pass. */
export function toDay(value: DateValue | null | undefined): CalendarDate | null {
  return value ? toCalendarDate(value) : null;
}

/** react-aria's range (any date type) as the day range the picker reports. */
export function toDateRange(range: { start: DateValue; end: DateValue } | null): DateRangeValue | null {
  if (!range) return null;
  return { start: toCalendarDate(range.start), end: toCalendarDate(range.end) };
}

/**
 * The pickers' calendar: the Gregorian one, always, as the locale is en-NZ. react-aria's `createCalendar` would bring
 * every calendar system (Islamic, Hebrew, Ethiopic...) into the bundle for a locale that never asks for them.
 */
export const createGregorianCalendar = () => new GregorianCalendar();
