/** spec 1 §9: the portal's time zone. Every date a customer sees is the date in Auckland. */
export const PORTAL_TIME_ZONE = 'Pacific/Auckland';

/** The display patterns of spec 1 §9. */
export type DatePattern = 'DD MMM YYYY' | 'DD/MM/YYYY';

// Fixed English abbreviations: en-NZ's Intl gives 'Sept', and 'MMM' means the three-letter form.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

// Built on first use: a page's first Intl object loads the locale data (~20 ms; format/number.ts).
let aucklandDate: Intl.DateTimeFormat | undefined;
const aucklandDateFormat = () =>
  (aucklandDate ??= new Intl.DateTimeFormat('en-NZ', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** A calendar date: no time of day, no zone. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A local date and time without an offset: the date part already is the Auckland date. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
/** An instant: ISO date-time with Z or an offset. Anything else is refused, not left to Date's lenient parser. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

interface DayParts {
  year: number;
  month: number;
  day: number;
}

function isRealDate({ year, month, day }: DayParts): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function dayInAuckland(input: string | Date): DayParts {
  if (typeof input === 'string') {
    const local = DATE_ONLY.exec(input) ?? LOCAL_DATE_TIME.exec(input);
    if (local) {
      const parts = { year: Number(local[1]), month: Number(local[2]), day: Number(local[3]) };
      if (!isRealDate(parts)) throw new RangeError(`Not a date: ${input}`);
      return parts;
    }
    if (!INSTANT.test(input)) throw new RangeError(`Not an ISO date: ${input}`);
  }
  // An instant (a Date, or an ISO string with Z or an offset): the day it falls on in Auckland.
  const instant = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(input)}`);
  const parts = Object.fromEntries(
    aucklandDateFormat()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * A date as the customer reads it, in Pacific/Auckland: `formatDate('2026-04-05', 'DD MMM YYYY')` → '05 Apr 2026',
 * `'DD/MM/YYYY'` → '05/04/2026'. A calendar date ('YYYY-MM-DD') or a local date-time is shown as written; an
 * instant (with Z or an offset, or a Date) shows the day it falls on in Auckland. Throws a RangeError on an
 * input that is not a date, since that is a caller's bug, not a customer's.
 */
export function formatDate(isoDate: string | Date, pattern: DatePattern): string {
  const { year, month, day } = dayInAuckland(isoDate);
  if (pattern === 'DD/MM/YYYY') return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
  return `${pad(day)} ${MONTHS[month - 1]} ${pad(year, 4)}`;
}
