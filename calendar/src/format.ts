import { aucklandDateOf, aucklandWallClock, type AucklandWallClock } from './auckland.js';
import { utcDayjsOf, type IsoDate } from './calendar-date.js';
import { dayjs } from './dayjs.js';
import { memo } from './memo.js';

/**
 * How a date is written, in dayjs's tokens, always in English with New Zealand's day-month order (spec 1 §9):
 * 'DD MMM YYYY' '05 Apr 2026', 'DD/MM/YYYY' '05/04/2026', 'YYYY-MM-DD' '2026-04-05', 'YYYY-MM' '2026-04',
 * 'D MMM' '5 Apr', 'ddd D' 'Sun 5', 'dddd' 'Sunday', 'dddd DD MMM YYYY' 'Sunday 05 Apr 2026', 'MMM' 'Apr',
 * 'MMM YYYY' 'Apr 2026', 'MMMM YYYY' 'April 2026', 'YYYY' '2026'.
 */
export type DatePattern =
  | 'DD MMM YYYY'
  | 'DD/MM/YYYY'
  | 'YYYY-MM-DD'
  | 'YYYY-MM'
  | 'D MMM'
  | 'ddd D'
  | 'dddd'
  | 'dddd DD MMM YYYY'
  | 'MMM'
  | 'MMM YYYY'
  | 'MMMM YYYY'
  | 'YYYY';

/**
 * How an Auckland time of day is written: 'ha' '2am', 'h:mma' '2:05am', 'h:mma z' '2:05am NZDT' (the zone named, so
 * the two 2am hours of the day the clocks go back can be told apart), 'HH:mm' '14:05', 'Z' '+13:00', and
 * 'YYYY-MM-DDTHH:mm:ssZ' '2026-11-20T18:00:00+13:00' (an instant in Auckland time with its offset).
 */
export type TimePattern = 'ha' | 'h:mma' | 'h:mma z' | 'HH:mm' | 'Z' | 'YYYY-MM-DDTHH:mm:ssZ';

/** A calendar date: no time of day, no zone. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A local date and time without an offset: the date part already is the Auckland date. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
/** An instant: ISO date-time with Z or an offset. Anything else is refused, not left to Date's lenient parser. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** The Auckland date a date, a local date-time or an instant is on. */
function dateOf(input: string | number | Date): IsoDate {
  if (typeof input !== 'string') {
    const instant = typeof input === 'number' ? input : input.getTime();
    if (!Number.isFinite(instant)) throw new RangeError(`Not a date: ${String(input)}`);
    return aucklandDateOf(instant);
  }
  if (DATE_ONLY.test(input)) return input;
  const local = LOCAL_DATE_TIME.exec(input);
  if (local?.[1]) return local[1];
  // Parsed as the instant it names, never with dayjs.tz(input, zone): that reads the wall time and drops the offset.
  const instant = INSTANT.test(input) ? Date.parse(input) : Number.NaN;
  if (!Number.isFinite(instant)) throw new RangeError(`Not an ISO date: ${input}`);
  return aucklandDateOf(instant);
}

// Formatted with dayjs's built-in English locale, pinned: a dayjs.locale() call elsewhere in a bundle would otherwise
// change the month names. dayjs's en-nz locale is not used: it writes the same names and would only move the start
// of the week to Monday (spec 2 §1 has it on Sunday).
const formattedDate = memo((key: string) => {
  const [pattern = '', date = ''] = key.split('|');
  return utcDayjsOf(date).locale('en').format(pattern);
});

/**
 * A date as the customer reads it, in Pacific/Auckland: `formatDate('2026-04-05', 'DD MMM YYYY')` → '05 Apr 2026'.
 * A calendar date ('YYYY-MM-DD') or a local date-time is shown as written; an instant (an ISO string with Z or an
 * offset, epoch milliseconds, or a Date) shows the day it falls on in Auckland. Throws a RangeError on an input that
 * is not a date, since that is a caller's bug, not a customer's.
 */
export function formatDate(input: IsoDate | string | number | Date, pattern: DatePattern): string {
  return formattedDate(`${pattern}|${dateOf(input)}`);
}

/** What a time is written from: the wall clock's fields (`aucklandWallClock` gives them). */
type WallTime = Pick<AucklandWallClock, 'date' | 'hour' | 'minute' | 'second' | 'offsetMinutes' | 'daylightSaving'>;

function offsetName(offsetMinutes: number): string {
  const minutes = Math.abs(offsetMinutes);
  const sign = offsetMinutes < 0 ? '-' : '+';
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function writeTime(time: WallTime, pattern: TimePattern): string {
  // 'z' and 'Z' are filled in here: dayjs writes them for the machine's zone, or needs a plugin and the platform's
  // abbreviation for it ('GMT+13' in most, not 'NZDT').
  const tokens = pattern
    .replace('Z', `[${offsetName(time.offsetMinutes)}]`)
    .replace(' z', ` [${time.daylightSaving ? 'NZDT' : 'NZST'}]`);
  // The wall clock as a UTC dayjs object, so that dayjs writes its fields without applying a zone of its own.
  const sinceMidnight = ((time.hour * 60 + time.minute) * 60 + time.second) * 1000;
  return dayjs
    .utc(utcDayjsOf(time.date).valueOf() + sinceMidnight)
    .locale('en')
    .format(tokens);
}

// A time of day's label depends only on the clock's hour, minute and zone: a year of hourly points asks 8,760 times
// for a few dozen labels.
const timeOfDay = memo((key: string) => {
  const [pattern, hour, minute, offsetMinutes, daylightSaving] = key.split('|');
  const time = {
    date: '2000-01-01',
    hour: Number(hour),
    minute: Number(minute),
    second: 0,
    offsetMinutes: Number(offsetMinutes),
    daylightSaving: daylightSaving === 'true',
  };
  return writeTime(time, pattern as TimePattern);
});

/**
 * An instant (epoch ms) or a wall clock from `aucklandWallClock`, written in Auckland time:
 * `formatAucklandTime(instant, 'h:mma z')` → '2:00am NZDT'.
 */
export function formatAucklandTime(time: number | AucklandWallClock, pattern: TimePattern): string {
  const clock = typeof time === 'number' ? aucklandWallClock(time) : time;
  if (pattern === 'YYYY-MM-DDTHH:mm:ssZ') return writeTime(clock, pattern);
  return timeOfDay([pattern, clock.hour, clock.minute, clock.offsetMinutes, clock.daylightSaving].join('|'));
}
