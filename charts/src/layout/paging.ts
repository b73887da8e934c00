import { addDays, type AucklandWallClock } from '@harakeke/design-system';
import { asPointCalendar, dateAt, type PointCalendar } from '../model/point-calendar.js';
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
  times: PointCalendar | readonly AucklandWallClock[],
  index: number,
  direction: 1 | -1,
  granularity: Granularity,
): number {
  const calendar = asPointCalendar(times);
  if (!Number.isInteger(index) || index < 0 || index >= calendar.count) return index;
  const last = calendar.count - 1;
  if (granularity === 'MONTHLY') return Math.min(last, Math.max(0, index + direction * 12));
  const hourly = granularity === 'HOURLY';
  const fromHour = calendar.hours[index] as number;
  const targetDate = addDays(dateAt(calendar, index), direction * (hourly ? 1 : 7));
  // The first point at or after the target: the same clock hour a day on (or the next hour that exists), or the
  // same weekday a week on.
  for (let at = 0; at < calendar.count; at += 1) {
    const date = dateAt(calendar, at);
    if (date > targetDate || (date === targetDate && (!hourly || (calendar.hours[at] as number) >= fromHour)))
      return at;
  }
  return last;
}
