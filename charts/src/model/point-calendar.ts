import {
  aucklandDateOf,
  aucklandWallClock,
  endOfAucklandDay,
  hoursInAucklandDay,
  startOfAucklandDay,
  type AucklandWallClock,
  type IsoDate,
} from '@harakeke/design-system';

/** One Auckland day that points fall on: its calendar fields, worked out once for all of its points. */
export interface CalendarDay {
  date: IsoDate;
  year: number;
  /** 1 is January. */
  month: number;
  day: number;
  /** 0 is Sunday (spec 2 §1). */
  weekday: number;
  /** The instants (epoch ms) of the day's midnight and of the next day's: the day is [start, end). */
  start: number;
  end: number;
  /** Minutes Auckland is ahead of UTC all day long; null on the two days a year the clocks change (23 or 25 hours). */
  offsetMinutes: number | null;
  /** Daylight saving (NZDT) at the day's midnight. */
  daylightSaving: boolean;
}

/**
 * The Auckland calendar of a series of points, in columns: one numeric array of start instants, each point's day as
 * an index into the days (each day's fields worked out once, however many points it holds), and each point's
 * wall-clock hour and minute. Time axes, paging and point names read it instead of a wall clock object per point.
 */
export interface PointCalendar {
  /** How many points. */
  count: number;
  /** Each point's start instant (epoch ms). */
  instants: Float64Array;
  /** Each point's day, an index into `days`. */
  dayIndex: Uint32Array;
  /** Each point's wall-clock hour (0 to 23): the hour from 02:00 comes twice on the day the clocks go back. */
  hours: Uint8Array;
  /** Each point's wall-clock minute. */
  minutes: Uint8Array;
  /** The days the points fall on, in order, each once (consecutive points on the same date share one). */
  days: readonly CalendarDay[];
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

// Days by the instant they start. A chart asks about the same few hundred days on every render and every change
// of data; working a day out costs a few microseconds of dayjs, looking it up a few nanoseconds. Emptied when full,
// as the calendar's own caches are.
const DAY_CACHE_LIMIT = 10_000;
const daysByStart = new Map<number, CalendarDay>();

/** The Auckland day that starts at an instant (a midnight from `startOfAucklandDay` or a day's `end`). */
function dayStartingAt(start: number): CalendarDay {
  const known = daysByStart.get(start);
  if (known) return known;
  const midnight = aucklandWallClock(start);
  const { date } = midnight;
  const day: CalendarDay = {
    date,
    year: midnight.year,
    month: midnight.month,
    day: midnight.day,
    weekday: midnight.weekday,
    start,
    end: endOfAucklandDay(date),
    offsetMinutes: hoursInAucklandDay(date) === 24 ? midnight.offsetMinutes : null,
    daylightSaving: midnight.daylightSaving,
  };
  if (daysByStart.size >= DAY_CACHE_LIMIT) daysByStart.clear();
  daysByStart.set(start, day);
  return day;
}

/** The Auckland day an instant falls in, trying the day after `previous` first: points come in order. */
function dayOf(instant: number, previous: CalendarDay | undefined): CalendarDay {
  if (previous && instant >= previous.start && instant < previous.end) return previous;
  if (previous && instant >= previous.end) {
    const next = dayStartingAt(previous.end);
    if (instant < next.end) return next;
  }
  return dayStartingAt(startOfAucklandDay(aucklandDateOf(instant)));
}

interface CalendarColumns {
  count: number;
  instants: Float64Array;
  dayIndex: Uint32Array;
  hours: Uint8Array;
  minutes: Uint8Array;
  days: CalendarDay[];
}

function emptyColumns(count: number): CalendarColumns {
  return {
    count,
    instants: new Float64Array(count),
    dayIndex: new Uint32Array(count),
    hours: new Uint8Array(count),
    minutes: new Uint8Array(count),
    days: [],
  };
}

/** Files point `index` under `day`: a new entry in `days` when its date differs from the point before's. */
function placeOnDay(columns: CalendarColumns, index: number, day: CalendarDay) {
  const last = columns.days.at(-1);
  if (!last || last.date !== day.date) columns.days.push(day);
  columns.dayIndex[index] = columns.days.length - 1;
}

/**
 * The calendar of points whose `start` is a date ('YYYY-MM-DD', a day or a month starting at Auckland midnight) or
 * an ISO instant with an offset (an hour). On a 24-hour day a point's hour and minute are its time since midnight;
 * on a 23- or 25-hour day they come from the calendar's wall clock, which knows when the clocks changed.
 * Throws a RangeError on a start that is not a date.
 */
export function pointCalendar(points: readonly { start: string }[]): PointCalendar {
  const columns = emptyColumns(points.length);
  let day: CalendarDay | undefined;
  for (let index = 0; index < points.length; index += 1) {
    const { start } = points[index] as { start: string };
    // A calendar date starts at its Auckland midnight, which starts its day; anything else is an ISO instant.
    const isDate = start.length === 10;
    const instant = isDate ? startOfAucklandDay(start) : Date.parse(start);
    if (Number.isNaN(instant)) throw new RangeError(`Not a date: ${start}`);
    day = isDate ? dayStartingAt(instant) : dayOf(instant, day);
    columns.instants[index] = instant;
    placeOnDay(columns, index, day);
    if (day.offsetMinutes !== null) {
      const sinceMidnight = instant - day.start;
      columns.hours[index] = Math.floor(sinceMidnight / HOUR_MS);
      columns.minutes[index] = Math.floor((sinceMidnight % HOUR_MS) / MINUTE_MS);
    } else {
      const clock = aucklandWallClock(instant);
      columns.hours[index] = clock.hour;
      columns.minutes[index] = clock.minute;
    }
  }
  return columns;
}

/**
 * The calendar of points given as wall clocks (`aucklandWallClock` of each): for the charts that hold their points'
 * clocks already, so the time axis and paging have one way of reading time.
 */
export function pointCalendarOfClocks(clocks: readonly AucklandWallClock[]): PointCalendar {
  const columns = emptyColumns(clocks.length);
  clocks.forEach((clock, index) => {
    const { year, month, day, hour, minute, second, offsetMinutes } = clock;
    // The wall clock written as if it were UTC, less the offset it was read on: the instant itself.
    columns.instants[index] = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * MINUTE_MS;
    placeOnDay(columns, index, dayStartingAt(startOfAucklandDay(clock.date)));
    columns.hours[index] = hour;
    columns.minutes[index] = minute;
  });
  return columns;
}

/** A point's Auckland date. */
export function dateAt(calendar: PointCalendar, index: number): IsoDate {
  return dayAt(calendar, index).date;
}

/** A point's day. */
export function dayAt(calendar: PointCalendar, index: number): CalendarDay {
  const day = calendar.days[calendar.dayIndex[index] ?? -1];
  if (!day) throw new RangeError(`No point ${index}`);
  return day;
}

/**
 * A point's full wall clock, built when asked for (a name, a label): the same fields `aucklandWallClock` gives for
 * its instant, from the day's fields on a 24-hour day and from the calendar itself on the days the clocks change.
 */
export function wallClockAt(calendar: PointCalendar, index: number): AucklandWallClock {
  const day = dayAt(calendar, index);
  const instant = calendar.instants[index] as number;
  if (day.offsetMinutes === null) return aucklandWallClock(instant);
  return {
    date: day.date,
    year: day.year,
    month: day.month,
    day: day.day,
    hour: calendar.hours[index] as number,
    minute: calendar.minutes[index] as number,
    second: Math.floor(((instant - day.start) % MINUTE_MS) / 1000),
    weekday: day.weekday,
    offsetMinutes: day.offsetMinutes,
    daylightSaving: day.daylightSaving,
  };
}

/** Either form a chart holds its points' times in, as a calendar. */
export function asPointCalendar(times: PointCalendar | readonly AucklandWallClock[]): PointCalendar {
  return isPointCalendar(times) ? times : pointCalendarOfClocks(times);
}

function isPointCalendar(times: PointCalendar | readonly AucklandWallClock[]): times is PointCalendar {
  return !Array.isArray(times);
}
