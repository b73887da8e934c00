import { describe, expect, it } from 'vitest';
import { changeSentence, comparableDays, previousPeriod, samePeriodLastYear } from './period-comparison.js';

const window = { startDate: '2026-11-16', endDate: '2026-12-15' };

describe('the period before', () => {
  it.each([
    [
      'a day: the day before',
      'HOURLY' as const,
      { startDate: '2026-03-01', endDate: '2026-03-01' },
      ['2026-02-28', '2026-02-28'],
    ],
    [
      'a month: the whole month before',
      'DAILY' as const,
      { startDate: '2026-03-01', endDate: '2026-03-31' },
      ['2026-02-01', '2026-02-28'],
    ],
    [
      'a year: the year before',
      'MONTHLY' as const,
      { startDate: '2026-01-01', endDate: '2026-12-31' },
      ['2025-01-01', '2025-12-31'],
    ],
    [
      'a bill window: the bill cycle before, from the same day of the month (as the bill has it)',
      'BILL_WINDOW' as const,
      window,
      ['2026-10-16', '2026-11-15'],
    ],
    [
      'a bill window on the 31st: the cycle before starts on the 28th, as windows after the 28th do',
      'BILL_WINDOW' as const,
      { startDate: '2026-03-28', endDate: '2026-04-27' },
      ['2026-02-28', '2026-03-27'],
    ],
  ])('of %s', (_case, granularity, range, [startDate, endDate]) => {
    expect(previousPeriod(range, granularity)).toEqual({ startDate, endDate });
  });
});

describe('the same period last year', () => {
  it.each([
    ['a leap day', 'HOURLY' as const, { startDate: '2028-02-29', endDate: '2028-02-29' }, ['2027-02-28', '2027-02-28']],
    [
      'February of a leap year',
      'DAILY' as const,
      { startDate: '2029-02-01', endDate: '2029-02-28' },
      ['2028-02-01', '2028-02-29'],
    ],
    ['a bill window', 'BILL_WINDOW' as const, window, ['2025-11-16', '2025-12-15']],
  ])('of %s', (_case, granularity, range, [startDate, endDate]) => {
    expect(samePeriodLastYear(range, granularity)).toEqual({ startDate, endDate });
  });
});

describe('the days set beside a period still running', () => {
  it('are as many as have been read, from the other period’s start', () => {
    expect(comparableDays({ startDate: '2026-10-17', endDate: '2026-11-15' }, 13, 30)).toEqual({
      startDate: '2026-10-17',
      endDate: '2026-10-29',
    });
  });

  it('are the whole other period once the one shown is read, or shorter than the days read', () => {
    const other = { startDate: '2026-02-01', endDate: '2026-02-28' };
    expect(comparableDays(other, 31, 31)).toEqual(other);
    expect(comparableDays(other, 30, 31)).toEqual(other);
  });
});

describe('what the comparison says', () => {
  it.each([
    [90, 100, '10% less than 16 Nov – 15 Dec 2026.'],
    [112.5, 100, '13% more than 16 Nov – 15 Dec 2026.'],
    [101, 100, 'About the same as 16 Nov – 15 Dec 2026.'],
    [50, 0, null],
  ])('%d against %d over as many days', (now, then, said) => {
    expect(changeSentence({ total: now, days: 30 }, { total: then, days: 30 }, window)).toBe(said);
  });

  it('compares periods of different numbers of days a day at a time, and says so', () => {
    // A day of 12 kWh beside a month of 310 kWh (10 a day): 20% more a day, not 96% less.
    expect(changeSentence({ total: 12, days: 1 }, { total: 310, days: 31 }, window)).toBe(
      '20% more a day than 16 Nov – 15 Dec 2026. Compared by the day, as they have different numbers of days (1 and 31).',
    );
    expect(changeSentence({ total: 310, days: 31 }, { total: 280, days: 28 }, window)).toBe(
      'About the same a day as 16 Nov – 15 Dec 2026. Compared by the day, as they have different numbers of days (31 and 28).',
    );
  });

  it('says nothing when either period has no day read', () => {
    expect(changeSentence({ total: 0, days: 0 }, { total: 100, days: 30 }, window)).toBeNull();
  });
});
