import { addDays, type AucklandWallClock } from '@harakeke/design-system';
import type { Granularity } from '../model/usage.js';

/** What PageUp and PageDown move by, per granularity, in the words of the keyboard hint. */
export const pageNameOf: Record<Granularity, string> = {
  HOURLY: 'a day',
  DAILY: 'a week',
  BILL_WINDOW: 'a week',
  MONTHLY: 'a year',
};

/**
 * The point PageUp/PageDown moves to, found by the calendar rather than by counting points, so a 23- or 25-hour day
 * still lands on the same clock hour: hours move by a day, days by a week, months by a year. Past either end it stops
 * at the end.
 */
export function pageTarget(
  times: readonly AucklandWallClock[],
  index: number,
  direction: 1 | -1,
  granularity: Granularity,
): number {
  const from = times[index];
  if (!from) return index;
  const last = times.length - 1;
  if (granularity === 'MONTHLY') return Math.min(last, Math.max(0, index + direction * 12));
  const targetDate = addDays(from.date, direction * (granularity === 'HOURLY' ? 1 : 7));
  // The first point at or after the target: the same clock hour a day on (or the next hour that exists), or the
  // same weekday a week on.
  const atOrAfter = times.findIndex(
    (time) =>
      time.date > targetDate || (time.date === targetDate && (granularity !== 'HOURLY' || time.hour >= from.hour)),
  );
  return atOrAfter === -1 ? last : atOrAfter;
}
