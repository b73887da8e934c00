/**
 * Wall-clock arithmetic in Pacific/Auckland, written for charts: fast (no Intl call per point on a year of hourly
 * data) and exact on the days the clocks change. d3's local-time ticks use the machine's zone and step a fixed
 * 24 hours per day, which puts labels an hour off or skips a day at the changes.
 */

/** A calendar date, 'YYYY-MM-DD', read as the Auckland date. */
export type IsoDate = string;

export const AUCKLAND_TIME_ZONE = 'Pacific/Auckland';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const NZST_MINUTES = 12 * 60;
const NZDT_MINUTES = 13 * 60;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcMidnight(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}

/** The day of the month of the first Sunday in April and the last Sunday in September of a year. */
function changeDays(year: number): { aprilSunday: number; septemberSunday: number } {
  const april1 = new Date(utcMidnight(year, 4, 1)).getUTCDay();
  const september30 = new Date(utcMidnight(year, 9, 30)).getUTCDay();
  return { aprilSunday: 1 + ((7 - april1) % 7), septemberSunday: 30 - september30 };
}

// Built on first use: a page's first Intl object loads the locale data (~20 ms), better paid in a render than in
// the evaluation of the charts' module.
let intlOffset: Intl.DateTimeFormat | undefined;
const intlOffsetFormat = () =>
  (intlOffset ??= new Intl.DateTimeFormat('en-NZ', { timeZone: AUCKLAND_TIME_ZONE, timeZoneName: 'longOffset' }));

/** Offsets before the current rules (2007) come from the platform's zone database. */
function offsetFromIntl(instant: number): number {
  const name =
    intlOffsetFormat()
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+12:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return NZST_MINUTES;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Minutes Auckland is ahead of UTC at an instant: 780 (NZDT) or 720 (NZST). Since 2007 daylight saving starts on
 * the last Sunday of September at 02:00 NZST and ends on the first Sunday of April at 03:00 NZDT; both changes
 * happen at 14:00 UTC on the Saturday.
 */
export function aucklandOffsetMinutes(instant: number): number {
  const year = new Date(instant + NZST_MINUTES * 60_000).getUTCFullYear();
  if (year < 2008) return offsetFromIntl(instant);
  const { aprilSunday, septemberSunday } = changeDays(year);
  const dstEnds = utcMidnight(year, 4, aprilSunday) - 10 * HOUR_MS;
  const dstStarts = utcMidnight(year, 9, septemberSunday) - 10 * HOUR_MS;
  return instant < dstEnds || instant >= dstStarts ? NZDT_MINUTES : NZST_MINUTES;
}

/** The Auckland wall clock at an instant. */
export interface AucklandTime {
  date: IsoDate;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 is Sunday: weeks start on Sunday (spec 2 §1). */
  weekday: number;
  /** True while daylight saving (NZDT) is in force. */
  daylightSaving: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function toIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** The wall-clock date and time in Auckland of an instant (epoch milliseconds). */
export function aucklandTime(instant: number): AucklandTime {
  const offset = aucklandOffsetMinutes(instant);
  const wall = new Date(instant + offset * 60_000);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const day = wall.getUTCDate();
  return {
    date: toIsoDate(year, month, day),
    year,
    month,
    day,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
    daylightSaving: offset === NZDT_MINUTES,
  };
}

/** Splits a calendar date; throws a RangeError on anything else, since that is a caller's bug. */
export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const probe = new Date(utcMidnight(parts.year, parts.month, parts.day));
  if (probe.getUTCMonth() !== parts.month - 1 || probe.getUTCDate() !== parts.day) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return parts;
}

/**
 * The instant an Auckland day starts. Midnight always exists there (the clocks change at 02:00 and 03:00), so the
 * offset an hour either side of it is the offset at midnight.
 */
export function startOfAucklandDay(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  const guess = utcMidnight(year, month, day) - NZST_MINUTES * 60_000;
  return utcMidnight(year, month, day) - aucklandOffsetMinutes(guess) * 60_000;
}

/** The calendar date `days` after (or before, when negative) a date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const moved = new Date(utcMidnight(year, month, day) + days * DAY_MS);
  return toIsoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** Whole calendar days from one date to another. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  return Math.round((utcMidnight(b.year, b.month, b.day) - utcMidnight(a.year, a.month, a.day)) / DAY_MS);
}

/** 0 is Sunday. */
export function weekdayOf(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return new Date(utcMidnight(year, month, day)).getUTCDay();
}

/** The instants each hour of an Auckland day starts: 24 hours, 23 when the clocks go forward, 25 when they go back. */
export function hoursOfAucklandDay(date: IsoDate): number[] {
  const start = startOfAucklandDay(date);
  const end = startOfAucklandDay(addDays(date, 1));
  const hours: number[] = [];
  for (let instant = start; instant < end; instant += HOUR_MS) hours.push(instant);
  return hours;
}

/** How many hours an Auckland day has. */
export function hoursInAucklandDay(date: IsoDate): number {
  return (startOfAucklandDay(addDays(date, 1)) - startOfAucklandDay(date)) / HOUR_MS;
}
