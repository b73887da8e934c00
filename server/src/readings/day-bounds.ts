import { datesBetween, endOfAucklandDay, startOfAucklandDay } from '@harakeke/calendar';

/** An instant as ISO 8601 in UTC to the second, the way the readings queries write them. */
const isoSecond = (instant: number) => new Date(instant).toISOString().replace('.000Z', 'Z');

/**
 * The instants each Auckland day from `from` to `to` (inclusive) starts and ends (ISO, UTC): 'YYYY-MM-DD' → bounds.
 * A day's end is the next day's start, 23 or 25 hours on when the clocks change.
 */
export function aucklandDayBounds(from: string, to: string): Map<string, { start: string; end: string }> {
  return new Map(
    datesBetween(from, to).map((date) => [
      date,
      { start: isoSecond(startOfAucklandDay(date)), end: isoSecond(endOfAucklandDay(date)) },
    ]),
  );
}
