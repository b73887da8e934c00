import {
  aucklandDayOf,
  aucklandWallClock,
  type AucklandDay,
  type AucklandWallClock,
  type IsoDate,
} from '@harakeke/design-system';

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
  /**
   * The days the points fall on, in order, each once (consecutive points on the same date share one): the calendar's
   * own days, which it works out once each and keeps, so calendars over the same days share them.
   */
  days: readonly AucklandDay[];
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The Auckland day an instant falls in, trying the point before's first: points come in order. */
function dayOf(instant: number, previous: AucklandDay | undefined): AucklandDay {
  if (previous && instant >= previous.start && instant < previous.end) return previous;
  return aucklandDayOf(instant);
}

interface CalendarColumns {
  count: number;
  instants: Float64Array;
  dayIndex: Uint32Array;
  hours: Uint8Array;
  minutes: Uint8Array;
  days: AucklandDay[];
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
function placeOnDay(columns: CalendarColumns, index: number, day: AucklandDay) {
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
  let day: AucklandDay | undefined;
  for (let index = 0; index < points.length; index += 1) {
    const { start } = points[index] as { start: string };
    let instant: number;
    if (start.length === 10) {
      // A calendar date starts at its Auckland midnight, which starts its day (a RangeError when it is no date).
      day = aucklandDayOf(start);
      instant = day.start;
    } else {
      // Anything else is an ISO instant.
      instant = Date.parse(start);
      if (Number.isNaN(instant)) throw new RangeError(`Not a date: ${start}`);
      day = dayOf(instant, day);
    }
    columns.instants[index] = instant;
    placeOnDay(columns, index, day);
    if (day.clocksChange === undefined) {
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
    placeOnDay(columns, index, aucklandDayOf(clock.date));
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
export function dayAt(calendar: PointCalendar, index: number): AucklandDay {
  const day = calendar.days[calendar.dayIndex[index] ?? -1];
  if (!day) throw new RangeError(`No point ${index}`);
  return day;
}

/** A point's full wall clock, built when asked for (a name, a label): the calendar's own for its instant. */
export function wallClockAt(calendar: PointCalendar, index: number): AucklandWallClock {
  const instant = calendar.instants[index];
  if (instant === undefined) throw new RangeError(`No point ${index}`);
  return aucklandWallClock(instant);
}

/** Either form a chart holds its points' times in, as a calendar. */
export function asPointCalendar(times: PointCalendar | readonly AucklandWallClock[]): PointCalendar {
  return isPointCalendar(times) ? times : pointCalendarOfClocks(times);
}

function isPointCalendar(times: PointCalendar | readonly AucklandWallClock[]): times is PointCalendar {
  return !Array.isArray(times);
}
