import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  datesBetween,
  daysBetween,
  daysInMonth,
  endOfMonth,
  isIsoDate,
  parseIsoDate,
  startOfMonth,
  startOfWeek,
  toIsoDate,
  weekdayOf,
} from './calendar-date.js';

describe('isIsoDate, parseIsoDate and toIsoDate', () => {
  it.each(['2026-04-05', '2024-02-29', '2000-02-29', '2026-12-31', '1000-01-01', '9999-12-31'])(
    '%s is a date',
    (date) => {
      expect(isIsoDate(date)).toBe(true);
      const { year, month, day } = parseIsoDate(date);
      expect(toIsoDate(year, month, day)).toBe(date);
    },
  );

  it.each([
    '',
    'yesterday',
    '2026-02-29', // 2026 is not a leap year
    '1900-02-29', // nor is 1900: divisible by 100 but not by 400
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-4-5',
    '05/04/2026',
    '2026-04-05T00:00:00Z',
    ' 2026-04-05',
    '0099-01-01', // dayjs would read the year as 1999
  ])('%j is not a date', (value) => {
    expect(isIsoDate(value)).toBe(false);
    expect(() => parseIsoDate(value)).toThrow(RangeError);
  });

  it('is false for what is not a string', () => {
    expect(isIsoDate(20260405)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(isIsoDate(new Date())).toBe(false);
  });

  it('splits a date into numbers', () => {
    expect(parseIsoDate('2026-04-05')).toEqual({ year: 2026, month: 4, day: 5 });
  });

  it('pads and checks what it builds', () => {
    expect(toIsoDate(2026, 4, 5)).toBe('2026-04-05');
    expect(() => toIsoDate(2026, 2, 29)).toThrow(RangeError);
    expect(() => toIsoDate(2026, 13, 1)).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-04-05', 1, '2026-04-06'], // after the 25-hour day
    ['2026-04-04', 1, '2026-04-05'],
    ['2026-09-27', 1, '2026-09-28'], // after the 23-hour day
    ['2026-09-26', 2, '2026-09-28'],
    ['2026-04-06', -1, '2026-04-05'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2024-01-01', 366, '2025-01-01'],
    ['2026-04-05', 0, '2026-04-05'],
    ['2026-03-01', -180, '2025-09-02'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses a date that is not one', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-04-05', 1, '2026-05-05'],
    ['2026-01-31', 1, '2026-02-28'], // the month is shorter: its last day
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-09-27', 0, '2026-09-27'],
  ])('%s + %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('daysBetween and datesBetween', () => {
  it.each([
    ['2026-04-05', '2026-04-06', 1], // the 25-hour day counts as one
    ['2026-09-27', '2026-09-28', 1], // and so does the 23-hour day
    ['2026-04-01', '2026-10-01', 183], // across both changes
    ['2026-01-01', '2027-01-01', 365],
    ['2024-01-01', '2025-01-01', 366],
    ['2026-04-06', '2026-04-05', -1],
    ['2026-04-05', '2026-04-05', 0],
    ['2024-02-28', '2024-03-01', 2],
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it('lists the dates from one to another, both included', () => {
    expect(datesBetween('2026-09-26', '2026-09-29')).toEqual(['2026-09-26', '2026-09-27', '2026-09-28', '2026-09-29']);
    expect(datesBetween('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(datesBetween('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('lists one date when both ends are the same, none when the end is earlier', () => {
    expect(datesBetween('2026-04-05', '2026-04-05')).toEqual(['2026-04-05']);
    expect(datesBetween('2026-04-06', '2026-04-05')).toEqual([]);
  });

  it('lists a year of dates, 365 or 366', () => {
    expect(datesBetween('2026-01-01', '2026-12-31')).toHaveLength(365);
    expect(datesBetween('2028-01-01', '2028-12-31')).toHaveLength(366);
  });
});

describe('weeks start on Sunday (spec 2 §1)', () => {
  it.each([
    ['2026-04-05', 0], // Sunday
    ['2026-04-06', 1],
    ['2026-04-11', 6], // Saturday
    ['2026-09-27', 0],
    ['2024-02-29', 4], // Thursday
    ['2027-01-01', 5], // Friday
  ])('%s is weekday %i (0 is Sunday)', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it.each([
    ['2026-04-05', '2026-04-05'], // a Sunday is its own week's start
    ['2026-04-06', '2026-04-05'],
    ['2026-04-11', '2026-04-05'], // the Saturday is the week's last day
    ['2026-04-12', '2026-04-12'],
    ['2026-10-01', '2026-09-27'], // across the start of daylight saving
    ['2027-01-01', '2026-12-27'], // across a year
    ['2024-03-01', '2024-02-25'], // across a leap day
  ])('the week of %s starts on %s', (date, sunday) => {
    expect(startOfWeek(date)).toBe(sunday);
    expect(weekdayOf(startOfWeek(date))).toBe(0);
  });
});

describe('month starts and ends', () => {
  it.each([
    ['2026-01-15', '2026-01-01', '2026-01-31', 31],
    ['2026-02-10', '2026-02-01', '2026-02-28', 28],
    ['2024-02-10', '2024-02-01', '2024-02-29', 29], // leap year
    ['2000-02-01', '2000-02-01', '2000-02-29', 29], // divisible by 400: leap
    ['2100-02-28', '2100-02-01', '2100-02-28', 28], // divisible by 100 only: not leap
    ['2026-04-05', '2026-04-01', '2026-04-30', 30],
    ['2026-09-27', '2026-09-01', '2026-09-30', 30],
    ['2026-12-31', '2026-12-01', '2026-12-31', 31],
  ])('%s is in the month from %s to %s (%i days)', (date, first, last, days) => {
    expect(startOfMonth(date)).toBe(first);
    expect(endOfMonth(date)).toBe(last);
    expect(daysInMonth(date)).toBe(days);
  });
});
