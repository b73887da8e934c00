import { describe, expect, it } from 'vitest';
import { billingWindowOf } from './billing-window.js';
import { addDays, datesBetween } from './calendar-date.js';

describe('billingWindowOf', () => {
  it.each([
    // Windows starting on the 16th: from the 16th to the 15th of the next month.
    ['2026-10-16', 16, '2026-10-16', '2026-11-15'], // the window's first day
    ['2026-11-15', 16, '2026-10-16', '2026-11-15'], // its last day
    ['2026-11-16', 16, '2026-11-16', '2026-12-15'],
    ['2026-12-20', 16, '2026-12-16', '2027-01-15'], // across a year
    ['2027-01-05', 16, '2026-12-16', '2027-01-15'],
    // Windows starting on the 1st: calendar months.
    ['2026-02-14', 1, '2026-02-01', '2026-02-28'],
    ['2024-02-14', 1, '2024-02-01', '2024-02-29'],
    ['2026-04-05', 1, '2026-04-01', '2026-04-30'],
    // Windows after the 28th would skip February: they start on the 28th.
    ['2026-03-10', 31, '2026-02-28', '2026-03-27'],
    ['2026-03-30', 31, '2026-03-28', '2026-04-27'],
    ['2026-02-28', 29, '2026-02-28', '2026-03-27'],
    ['2024-02-29', 30, '2024-02-28', '2024-03-27'],
    ['2026-01-27', 28, '2025-12-28', '2026-01-27'],
  ])('%s with windows from day %i: %s to %s', (date, anchorDay, start, end) => {
    expect(billingWindowOf(date, anchorDay)).toEqual({ start, end });
  });

  it.each([1, 16, 28, 31])(
    'tiles the calendar with windows from day %i: each starts the day after the last ends',
    (anchor) => {
      let window = billingWindowOf('2025-12-01', anchor);
      for (let index = 0; index < 30; index += 1) {
        for (const date of datesBetween(window.start, window.end))
          expect(billingWindowOf(date, anchor)).toEqual(window);
        const next = billingWindowOf(addDays(window.end, 1), anchor);
        expect(next.start).toBe(addDays(window.end, 1));
        expect(next.start.slice(8)).toBe(String(Math.min(anchor, 28)).padStart(2, '0'));
        window = next;
      }
    },
  );

  it.each([0, 32, 1.5, Number.NaN])('refuses %d as the day windows start on', (anchorDay) => {
    expect(() => billingWindowOf('2026-04-05', anchorDay)).toThrow(RangeError);
  });
});
