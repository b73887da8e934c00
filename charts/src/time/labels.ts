import { aucklandTime, parseIsoDate, weekdayOf, type IsoDate } from './auckland.js';

// Fixed English names: en-NZ's Intl writes 'Sept', and the product's dates use three-letter months (spec 1 §9).
export const MONTH_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const MONTH_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const WEEKDAY_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'DD MMM YYYY' (spec 1 §9): '05 Apr 2026'. */
export function longDate(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${pad(day)} ${MONTH_SHORT[month - 1]} ${year}`;
}

/** 'Sunday' */
export function weekdayName(date: IsoDate): string {
  return WEEKDAY_LONG[weekdayOf(date)] ?? '';
}

/** '5 Apr', for axis ticks. */
export function dayMonth(date: IsoDate): string {
  const { month, day } = parseIsoDate(date);
  return `${day} ${MONTH_SHORT[month - 1]}`;
}

/** 'Sun 5', for axis ticks within a week. */
export function weekdayDay(date: IsoDate): string {
  const { day } = parseIsoDate(date);
  return `${WEEKDAY_SHORT[weekdayOf(date)]} ${day}`;
}

/** 'Apr 2026' or 'April 2026' for a month given as 'YYYY-MM' or any date in it. */
export function monthYear(monthOrDate: string, style: 'short' | 'long' = 'short'): string {
  const year = Number(monthOrDate.slice(0, 4));
  const month = Number(monthOrDate.slice(5, 7));
  return `${(style === 'short' ? MONTH_SHORT : MONTH_LONG)[month - 1]} ${year}`;
}

/** '2am', '11pm': the wall clock hour in Auckland. */
export function hourLabel(instant: number): string {
  const { hour } = aucklandTime(instant);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * '2:00am NZDT': the zone is named so the two 2am hours of the day the clocks go back can be told apart.
 */
export function clockTime(instant: number): string {
  const { hour, minute, daylightSaving } = aucklandTime(instant);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${pad(minute)}${hour < 12 ? 'am' : 'pm'} ${daylightSaving ? 'NZDT' : 'NZST'}`;
}
