import { parseIsoDate, type IsoDate } from '@harakeke/calendar';

const DAY_MS = 86_400_000;

/** Days since 1 January 1970 of a calendar date: whole-day arithmetic without a date library's objects (hot path). */
export function dayNumber(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The day of its year a date is: 0 on 1 January. */
export function dayOfYear(date: IsoDate): number {
  const { year } = parseIsoDate(date);
  return dayNumber(date) - Date.UTC(year, 0, 1) / DAY_MS;
}

/** The hottest day of a New Zealand year is about 20 January (day 19); the coldest about 20 July. */
const WARMEST_DAY_OF_YEAR = 19;

/**
 * The season of a date: 1 on the year's warmest day, −1 on its coldest, `leadDays` earlier when given (the solstice,
 * which sets the daylight, leads the warmest day by about a month).
 */
export function warmth(date: IsoDate, leadDays = 0): number {
  return Math.cos((2 * Math.PI * (dayOfYear(date) - WARMEST_DAY_OF_YEAR + leadDays)) / 365.25);
}
