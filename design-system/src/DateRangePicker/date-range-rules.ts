import { formatDate } from '@harakeke/calendar';
import type { CalendarDate } from '@internationalized/date';

/** A range as the picker holds it while the customer types: either end may still be missing. */
export interface PartialDateRange {
  start: CalendarDate | null;
  end: CalendarDate | null;
}

const shown = (date: CalendarDate) => formatDate(date.toString(), 'DD MMM YYYY');

/**
 * The message for a range the customer cannot filter by, or undefined when it is fine. Our own en-NZ copy:
 * react-aria's built-in messages follow the browser's language and US date formats, not the portal's.
 */
export function dateRangeError(
  range: PartialDateRange | null,
  minValue?: CalendarDate | null,
  maxValue?: CalendarDate | null,
): string | undefined {
  const dates = [range?.start, range?.end].filter((date): date is CalendarDate => Boolean(date));
  const outside = outsideLimits(dates, minValue, maxValue, 'dates');
  if (outside) return outside;
  if (range?.start && range.end && range.end.compare(range.start) < 0) {
    return 'The end date must be on or after the start date.';
  }
  return undefined;
}

/** The message for dates before `minValue` or after `maxValue`, naming the limits; undefined when inside them. */
function outsideLimits(
  dates: readonly CalendarDate[],
  minValue: CalendarDate | null | undefined,
  maxValue: CalendarDate | null | undefined,
  noun: 'dates' | 'a date',
): string | undefined {
  const early = minValue && dates.some((date) => date.compare(minValue) < 0);
  const late = maxValue && dates.some((date) => date.compare(maxValue) > 0);
  if (!early && !late) return undefined;
  if (minValue && maxValue) return `Choose ${noun} between ${shown(minValue)} and ${shown(maxValue)}.`;
  if (minValue) return `Choose ${noun} on or after ${shown(minValue)}.`;
  if (maxValue) return `Choose ${noun} on or before ${shown(maxValue)}.`;
  return undefined;
}

/** The message for a date the customer cannot choose, or undefined when it is fine (our en-NZ copy, as above). */
export function dateError(
  date: CalendarDate | null,
  minValue?: CalendarDate | null,
  maxValue?: CalendarDate | null,
): string | undefined {
  return date ? outsideLimits([date], minValue, maxValue, 'a date') : undefined;
}
