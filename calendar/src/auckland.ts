import { addDays, parseIsoDate, utcDayjsOf, weekdayOf, type IsoDate } from './calendar-date.js';
import { dayjs } from './dayjs.js';
import { memo } from './memo.js';

/** spec 1 §9: the portal's time zone. Every date a customer sees is the date in Auckland. */
export const AUCKLAND_TIME_ZONE = 'Pacific/Auckland';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const HALF_HOUR_MS = 1_800_000;
const DAY_MS = 86_400_000;
/** New Zealand Standard Time is UTC+12; daylight time (NZDT) is an hour ahead of it. */
const STANDARD_OFFSET_MINUTES = 12 * 60;

/**
 * One Auckland day: its calendar fields, the instants it runs between and its offsets from UTC, worked out once and
 * kept (what `aucklandDayOf` gives).
 */
export interface AucklandDay {
  readonly date: IsoDate;
  readonly year: number;
  /** 1 is January. */
  readonly month: number;
  readonly day: number;
  /** 0 is Sunday: weeks start on Sunday (spec 2 §1). */
  readonly weekday: number;
  /** The instant (epoch ms) of the day's midnight. */
  readonly start: number;
  /** The instant of the next day's midnight, itself not part of the day: the day is [start, end). */
  readonly end: number;
  /** Minutes Auckland is ahead of UTC at the day's midnight: 780 (NZDT) or 720 (NZST). */
  readonly startOffsetMinutes: number;
  /** Minutes Auckland is ahead of UTC at the day's last moment: not the start's on the days the clocks change. */
  readonly endOffsetMinutes: number;
  /** The instant the clocks change, on the two days a year they do (23 or 25 hours); undefined on every other day. */
  readonly clocksChange: number | undefined;
}

/**
 * Minutes the zone is ahead of UTC at an instant, as the platform's time-zone data has it. The timezone plugin
 * reads it with Intl, which costs a hundred-odd microseconds, so it is asked only to find the instant the clocks
 * change on the two days a year they do; everything else comes from each day's two midnights.
 */
const zoneOffsetAt = (instant: number) => dayjs(instant).tz(AUCKLAND_TIME_ZONE).utcOffset();

/**
 * The instant an Auckland date's midnight happens. `dayjs.tz(string, zone)` is the plugin's one path
 * that settles the offset by checking it at the result (and does not go through the machine's own zone), which is
 * why day starts are built from it, never with `startOf('day')` or `add(1, 'day')` on a zone-aware object: those
 * keep the offset of the instant they started from and land an hour off on the days the clocks change.
 */
const midnightOf = memo((date: IsoDate) => dayjs.tz(date, AUCKLAND_TIME_ZONE).valueOf());

/** The first minute at which the offset is `after`, by halving [from, to): the change is at a whole minute. */
function findChange(from: number, to: number, after: number): number {
  let low = Math.floor(from / MINUTE_MS);
  let high = Math.ceil(to / MINUTE_MS);
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (zoneOffsetAt(middle * MINUTE_MS) === after) high = middle;
    else low = middle + 1;
  }
  return low * MINUTE_MS;
}

/** Minutes Auckland is ahead of UTC at a day's midnight: the midnight written as if it were UTC, less its instant. */
const offsetAtMidnight = (date: IsoDate, start: number) => (utcDayjsOf(date).valueOf() - start) / MINUTE_MS;

const dayOfDate = memo((date: IsoDate): AucklandDay => {
  const { year, month, day } = parseIsoDate(date);
  const next = addDays(date, 1);
  // Midnight always exists in Auckland (the clocks change at 02:00 and 03:00), so the day starts at it.
  const start = midnightOf(date);
  // A day ends when the next one starts: asked once for both, since consecutive days are asked about together.
  const end = midnightOf(next);
  const startOffsetMinutes = offsetAtMidnight(date, start);
  // The clocks never change at midnight there, so the offset the day ends on is the one the next day starts on.
  const endOffsetMinutes = offsetAtMidnight(next, end);
  const clocksChange = startOffsetMinutes === endOffsetMinutes ? undefined : findChange(start, end, endOffsetMinutes);
  return {
    date,
    year,
    month,
    day,
    weekday: weekdayOf(date),
    start,
    end,
    startOffsetMinutes,
    endOffsetMinutes,
    clocksChange,
  };
});

/**
 * The UTC date of a day counted from 1 January 1970. Points in order move to another day once a day's worth of them,
 * and a year of hours does so 365 times: a lookup there instead of formatting through dayjs (about 10 µs) keeps
 * those moves as cheap as the asks in between.
 */
const utcDateOf = memo((utcDay: number): IsoDate => dayjs.utc(utcDay * DAY_MS).format('YYYY-MM-DD'));

// The day asked about last: points come in order, so most asks are about the same day as the one before.
let lastDay: AucklandDay | undefined;

/** The Auckland day an instant falls in. */
function dayOfInstant(instant: number): AucklandDay {
  if (!Number.isFinite(instant)) throw new RangeError(`Not an instant: ${instant}`);
  if (lastDay && instant >= lastDay.start && instant < lastDay.end) return lastDay;
  // Auckland is less than a day ahead of UTC, so its date is the UTC date or the one after it.
  const utcDay = Math.floor(instant / DAY_MS);
  let day = dayOfDate(utcDateOf(utcDay));
  if (instant >= day.end) day = dayOfDate(utcDateOf(utcDay + 1));
  while (instant >= day.end) day = dayOfDate(addDays(day.date, 1));
  while (instant < day.start) day = dayOfDate(addDays(day.date, -1));
  lastDay = day;
  return day;
}

/**
 * The Auckland day a date names, or the one an instant (epoch ms or a Date) falls in: its date, year, month, day and
 * weekday, its midnight and the next, and its offsets. Each day is worked out once and kept, so a year of hourly
 * chart points costs 365 days' work, not 8,760 instants'; the object is shared by every caller, never to be changed.
 * Throws a RangeError on a malformed date or a number that is not an instant.
 */
export function aucklandDayOf(dateOrInstant: IsoDate | number | Date): AucklandDay {
  if (typeof dateOrInstant === 'string') return dayOfDate(dateOrInstant);
  return dayOfInstant(typeof dateOrInstant === 'number' ? dateOrInstant : dateOrInstant.getTime());
}

const offsetIn = (day: AucklandDay, instant: number) =>
  day.clocksChange !== undefined && instant >= day.clocksChange ? day.endOffsetMinutes : day.startOffsetMinutes;

/** The Auckland wall clock at an instant. */
export interface AucklandWallClock {
  date: IsoDate;
  year: number;
  /** 1 is January. */
  month: number;
  day: number;
  /** 0 to 23; the hour from 02:00 comes twice on the day the clocks go back, and never on the day they go forward. */
  hour: number;
  minute: number;
  second: number;
  /** 0 is Sunday: weeks start on Sunday (spec 2 §1). */
  weekday: number;
  /** Minutes ahead of UTC: 780 in daylight saving time (NZDT), 720 in standard time (NZST). */
  offsetMinutes: number;
  /** True while daylight saving (NZDT) is in force. */
  daylightSaving: boolean;
}

/** Minutes Auckland is ahead of UTC at an instant (epoch ms): 780 (NZDT) or 720 (NZST). */
export function aucklandOffsetMinutes(instant: number): number {
  return offsetIn(dayOfInstant(instant), instant);
}

/** The wall-clock date and time in Auckland at an instant (epoch ms), whatever the zone of the machine. */
export function aucklandWallClock(instant: number): AucklandWallClock {
  const day = dayOfInstant(instant);
  const offsetMinutes = offsetIn(day, instant);
  // Time since the day's wall-clock midnight: the instant moved onto the wall clock, less midnight on it.
  const sinceMidnight = instant - day.start + (offsetMinutes - day.startOffsetMinutes) * MINUTE_MS;
  return {
    date: day.date,
    year: day.year,
    month: day.month,
    day: day.day,
    hour: Math.floor(sinceMidnight / HOUR_MS),
    minute: Math.floor((sinceMidnight % HOUR_MS) / MINUTE_MS),
    second: Math.floor((sinceMidnight % MINUTE_MS) / 1000),
    weekday: day.weekday,
    offsetMinutes,
    daylightSaving: offsetMinutes > STANDARD_OFFSET_MINUTES,
  };
}

/** The Auckland date an instant (epoch ms or a Date) falls on. */
export function aucklandDateOf(instant: number | Date): IsoDate {
  return dayOfInstant(typeof instant === 'number' ? instant : instant.getTime()).date;
}

/** Today's date in Auckland: `now` defaults to the current instant. */
export function aucklandToday(now: number | Date = Date.now()): IsoDate {
  return aucklandDateOf(now);
}

/** The instant (epoch ms) an Auckland day starts: its midnight. */
export function startOfAucklandDay(date: IsoDate): number {
  return dayOfDate(date).start;
}

/** The instant an Auckland day ends: the next day's midnight, itself not part of the day. */
export function endOfAucklandDay(date: IsoDate): number {
  return dayOfDate(date).end;
}

/** How many hours an Auckland day has: 24, 23 when the clocks go forward, 25 when they go back. */
export function hoursInAucklandDay(date: IsoDate): number {
  const { start, end } = dayOfDate(date);
  return (end - start) / HOUR_MS;
}

function intervalsOf(date: IsoDate, length: number): number[] {
  const { start, end } = dayOfDate(date);
  return Array.from({ length: Math.ceil((end - start) / length) }, (_, index) => start + index * length);
}

/** The instants each hour of an Auckland day starts: 24, 23 when the clocks go forward, 25 when they go back. */
export function hoursOfAucklandDay(date: IsoDate): number[] {
  return intervalsOf(date, HOUR_MS);
}

/** The instants each half-hour of an Auckland day starts (meter intervals): 48, 46 or 50. */
export function halfHoursOfAucklandDay(date: IsoDate): number[] {
  return intervalsOf(date, HALF_HOUR_MS);
}

/**
 * The instant an Auckland wall-clock time happens on a date. A time the clocks skip (02:30 on the day they go
 * forward) is read on the old offset and so lands after the change (03:30 NZDT); a time that comes twice (02:30
 * on the day they go back) is the first of the two, in daylight time.
 */
export function aucklandInstant(date: IsoDate, hour: number, minute = 0): number {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23 || !Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`Not a time of day: ${hour}:${minute}`);
  }
  const day = dayOfDate(date);
  const wallMinutes = hour * 60 + minute;
  const midnight = utcDayjsOf(date).valueOf();
  // The wall time read on the offset the day starts with, and on the one it ends with.
  const onFirstOffset = midnight + (wallMinutes - day.startOffsetMinutes) * MINUTE_MS;
  const onSecondOffset = midnight + (wallMinutes - day.endOffsetMinutes) * MINUTE_MS;
  if (day.clocksChange === undefined || onFirstOffset < day.clocksChange) return onFirstOffset;
  // Read on the first offset it falls after the change: on the second it is real, unless the clocks skipped it.
  return onSecondOffset >= day.clocksChange ? onSecondOffset : onFirstOffset;
}
