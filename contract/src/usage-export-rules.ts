import { addDays, addMonths, formatDate, type IsoDate } from '@harakeke/calendar';

/**
 * How far back the usage goes: three years of readings before today (the demo server's history), so the yearly and
 * monthly views have years before this one. The portal offers no day before it; the server refuses one.
 */
export const USAGE_HISTORY_DAYS = 3 * 365;

/** The first day with readings, `today` being the Auckland date. */
export const firstUsageDay = (today: IsoDate): IsoDate => addDays(today, -USAGE_HISTORY_DAYS);

/** How much one usage file holds (spec 2 §2 export, our limit): 24 months. */
export const USAGE_EXPORT_MONTHS = 24;

/** The days of a usage file, both ends included. */
export interface UsageExportRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

/**
 * The last day a file that starts on `startDate` may cover: 24 months on, less a day, counted from the day before so
 * a month's end stays its end (29 Feb 2024 runs to 28 Feb 2026, 1 Mar 2024 to 28 Feb 2026).
 */
export const lastUsageExportDay = (startDate: IsoDate): IsoDate =>
  addMonths(addDays(startDate, -1), USAGE_EXPORT_MONTHS);

const shown = (date: IsoDate) => formatDate(date, 'DD MMM YYYY');

/**
 * What is wrong with a usage file's range, per field, or nothing: the readings run from `firstUsageDay(today)` to
 * `today`, and one file holds at most 24 months. The portal says it beside the dates; the server answers it as a
 * 400 naming the same field.
 */
export function usageExportRangeErrors(
  { startDate, endDate }: UsageExportRange,
  today: IsoDate,
): Partial<Record<keyof UsageExportRange, string>> {
  const first = firstUsageDay(today);
  const errors: Partial<Record<keyof UsageExportRange, string>> = {};
  if (startDate < first) errors.startDate = `Your readings start on ${shown(first)}: choose that day or later.`;
  else if (startDate > today) errors.startDate = `Choose a start on or before today, ${shown(today)}.`;
  if (endDate > today) errors.endDate = `Choose an end on or before today, ${shown(today)}.`;
  else if (endDate < startDate) errors.endDate = 'The end date must be on or after the start date.';
  else if (!errors.startDate && endDate > lastUsageExportDay(startDate)) {
    errors.endDate = `One file holds up to ${USAGE_EXPORT_MONTHS} months: choose an end on or before ${shown(lastUsageExportDay(startDate))}.`;
  }
  return errors;
}
