import { addDays, parseIsoDate, weekdayOf, type IsoDate } from '@harakeke/calendar';
import Holidays from 'date-holidays';
import type { Region } from './weather.js';

/**
 * The regions' anniversary-day provinces in date-holidays' codes: Auckland's anniversary covers Waikato and the Bay of
 * Plenty, Wellington's covers Manawatū; Hawke's Bay and Canterbury have their own.
 */
const PROVINCES: Record<Region, string> = {
  auckland: 'AUK',
  waikato: 'AUK',
  bayOfPlenty: 'AUK',
  hawkesBay: 'HKB',
  manawatu: 'WGN',
  wellington: 'WGN',
  canterbury: 'CAN',
};

/** Public holidays by region and year: date-holidays (a maintained calendar, Matariki and Mondayisation included). */
const publicHolidays = new Map<string, ReadonlySet<IsoDate>>();

function publicHolidaysOf(region: Region, year: number): ReadonlySet<IsoDate> {
  const key = `${region}:${year}`;
  let days = publicHolidays.get(key);
  if (!days) {
    const calendar = new Holidays('NZ', PROVINCES[region]);
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    publicHolidays.set(key, days);
  }
  return days;
}

/** Whether a day is a public holiday where the home is. */
export function isPublicHoliday(region: Region, date: IsoDate): boolean {
  return publicHolidaysOf(region, parseIsoDate(date).year).has(date);
}

/** The Saturday on or after a date. */
function saturdayFrom(date: IsoDate): IsoDate {
  return addDays(date, (6 - weekdayOf(date) + 7) % 7);
}

/**
 * Whether a day falls in the school holidays, as a household with children lives them. The Ministry of Education sets
 * each year's terms; this is their usual shape, not the official dates (enough for a demo home's weekdays): from
 * 18 December to the end of January, and two weeks from the Saturday on or after 11 April, 4 July and 26 September.
 */
export function isSchoolHoliday(date: IsoDate): boolean {
  const { year, month, day } = parseIsoDate(date);
  if ((month === 12 && day >= 18) || month === 1) return true;
  for (const start of [`${year}-04-11`, `${year}-07-04`, `${year}-09-26`].map(saturdayFrom)) {
    if (date >= start && date < addDays(start, 16)) return true;
  }
  return false;
}

/** How a household lives a day: at work and school, or at home. */
export type DayKind = 'workday' | 'homeDay';

/** A weekend or a public holiday is a day at home; the rest are workdays. */
export function dayKindOf(region: Region, date: IsoDate): DayKind {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6 || isPublicHoliday(region, date) ? 'homeDay' : 'workday';
}
