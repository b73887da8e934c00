import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aucklandDateOf,
  aucklandInstant,
  aucklandWallClock,
  endOfAucklandDay,
  halfHoursOfAucklandDay,
  hoursInAucklandDay,
  startOfAucklandDay,
} from './auckland.js';
import { billingWindowOf } from './billing-window.js';
import {
  addDays,
  addMonths,
  datesBetween,
  daysBetween,
  endOfMonth,
  parseIsoDate,
  startOfMonth,
  startOfWeek,
  toIsoDate,
  weekdayOf,
} from './calendar-date.js';
import { formatDate } from './format.js';

/** Any calendar date from 1990 to 2100. */
const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
/** Any instant from 1990 to 2100. */
const instant = fc.integer({ min: Date.parse('1990-01-01T00:00:00Z'), max: Date.parse('2100-12-31T00:00:00Z') });
const dayCount = fc.integer({ min: -2000, max: 2000 });

describe('calendar dates', () => {
  it('adding days then taking them off gives the date back, and daysBetween counts them', () => {
    fc.assert(
      fc.property(isoDate, dayCount, (date, days) => {
        const moved = addDays(date, days);
        expect(addDays(moved, -days)).toBe(date);
        expect(daysBetween(date, moved)).toBe(days);
      }),
    );
  });

  it('the next day is always the next date of the calendar, one weekday on', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        const next = addDays(date, 1);
        expect(next > date).toBe(true);
        expect(weekdayOf(next)).toBe((weekdayOf(date) + 1) % 7);
        const { day } = parseIsoDate(next);
        expect(day === 1 ? endOfMonth(date) === date : parseIsoDate(date).day === day - 1).toBe(true);
      }),
    );
  });

  it('datesBetween lists daysBetween + 1 consecutive dates', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 400 }), (from, days) => {
        const dates = datesBetween(from, addDays(from, days));
        expect(dates).toHaveLength(days + 1);
        dates.slice(1).forEach((date, index) => expect(addDays(dates[index] ?? '', 1)).toBe(date));
      }),
    );
  });

  it('a week starts on the Sunday at most six days before, and the date is in its month', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        const sunday = startOfWeek(date);
        expect(weekdayOf(sunday)).toBe(0);
        expect(daysBetween(sunday, date)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(sunday, date)).toBeLessThan(7);
        expect(startOfMonth(date) <= date && date <= endOfMonth(date)).toBe(true);
        expect(addDays(endOfMonth(date), 1)).toBe(startOfMonth(addMonths(startOfMonth(date), 1)));
      }),
    );
  });

  it('adding months keeps the day, or takes the month’s last when it has fewer', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -60, max: 60 }), (date, months) => {
        const moved = parseIsoDate(addMonths(date, months));
        const { year, month, day } = parseIsoDate(date);
        const monthIndex = year * 12 + month - 1 + months;
        expect([moved.year, moved.month]).toEqual([Math.floor(monthIndex / 12), (monthIndex % 12) + 1]);
        const last = parseIsoDate(endOfMonth(toIsoDate(moved.year, moved.month, 1))).day;
        expect(moved.day).toBe(Math.min(day, last));
      }),
    );
  });

  it('a date is in its billing window, which is a month long less a day', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1, max: 31 }), (date, anchorDay) => {
        const window = billingWindowOf(date, anchorDay);
        expect(window.start <= date && date <= window.end).toBe(true);
        expect(parseIsoDate(window.start).day).toBe(Math.min(anchorDay, 28));
        expect(addDays(window.end, 1)).toBe(addMonths(window.start, 1));
      }),
    );
  });
});

describe('Auckland days and instants', () => {
  it('an instant is in the day aucklandDateOf names, and days follow each other without gaps', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const date = aucklandDateOf(at);
        expect(startOfAucklandDay(date)).toBeLessThanOrEqual(at);
        expect(at).toBeLessThan(endOfAucklandDay(date));
        expect(endOfAucklandDay(date)).toBe(startOfAucklandDay(addDays(date, 1)));
      }),
    );
  });

  it('a day has 23, 24 or 25 hours, twice as many half-hours, and starts at midnight on its own date', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        const hours = hoursInAucklandDay(date);
        expect([23, 24, 25]).toContain(hours);
        expect(halfHoursOfAucklandDay(date)).toHaveLength(hours * 2);
        expect(aucklandWallClock(startOfAucklandDay(date))).toMatchObject({ date, hour: 0, minute: 0, second: 0 });
        expect(aucklandWallClock(endOfAucklandDay(date) - 1)).toMatchObject({ date, hour: 23, minute: 59 });
      }),
    );
  });

  it('the wall clock of an instant reads back to the instant (or to the first of a repeated hour)', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const clock = aucklandWallClock(at);
        const back = aucklandInstant(clock.date, clock.hour, clock.minute) + clock.second * 1000 + (at % 1000);
        // Only the hour the clocks go back repeats: its second pass reads back an hour early.
        expect(back === at || back === at - 3_600_000).toBe(true);
        expect(formatDate(at, 'YYYY-MM-DD')).toBe(clock.date);
      }),
    );
  });
});
