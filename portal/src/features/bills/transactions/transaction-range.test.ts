import { describe, expect, it } from 'vitest';
import {
  defaultTransactionRange,
  isTransactionRangeErrorShownAtOnce,
  transactionRangeError,
} from './transaction-range.js';

describe('defaultTransactionRange (spec 1 §9)', () => {
  it.each([
    ['mid-month', '2026-11-26', '2026-05-01', '2026-11-30'],
    ['across a year end', '2027-01-15', '2026-07-01', '2027-01-31'],
    ['on the first of the month', '2026-03-01', '2025-09-01', '2026-03-31'],
    ['on the last of the month', '2026-08-31', '2026-02-01', '2026-08-31'],
    ['in a leap February', '2028-02-29', '2027-08-01', '2028-02-29'],
    ['on the day daylight saving ends (a 25-hour day)', '2026-04-05', '2025-10-01', '2026-04-30'],
    ['on the day daylight saving starts (a 23-hour day)', '2026-09-27', '2026-03-01', '2026-09-30'],
  ])('%s: %s gives %s to %s', (_case, today, startDate, endDate) => {
    expect(defaultTransactionRange(today)).toEqual({ startDate, endDate });
  });
});

describe('transactionRangeError', () => {
  it.each([
    ['a single day', '2026-11-03', '2026-11-03', undefined],
    ['the default range', '2026-05-01', '2026-11-30', undefined],
    ['1,100 days, the most the history answers', '2023-11-01', '2026-11-04', undefined],
    ['1,101 days', '2023-11-01', '2026-11-05', 'Choose a range of at most 1,100 days (about three years).'],
    ['an end before the start', '2026-11-30', '2026-11-01', 'The end date must be on or after the start date.'],
    ['a start before the earliest data', '2015-12-31', '2016-03-01', 'Choose dates on or after 01 Jan 2016.'],
    // A year still being typed is before any calendar date the arithmetic takes: told, not thrown.
    ['a start year half typed', '0002-10-01', '2026-11-30', 'Choose dates on or after 01 Jan 2016.'],
    ['an end year half typed', '2026-10-01', '0002-11-30', 'The end date must be on or after the start date.'],
  ])('%s', (_case, startDate, endDate, message) => {
    expect(transactionRangeError({ startDate, endDate })).toBe(message);
  });

  it.each([
    ['too long', '2023-11-01', '2026-11-05', true],
    ['1,100 days, fine', '2023-11-01', '2026-11-04', false],
    ['an end before the start, both years typed in full', '2026-11-30', '2026-11-01', true],
    ['a start after the end, its day typed over', '2026-12-30', '2026-11-30', true],
    // A year half typed: the picker's own check, once focus leaves it.
    ['a start year half typed', '0002-05-01', '2026-11-30', false],
    ['an end year half typed, before the start', '2026-05-01', '0202-11-30', false],
  ])('shows %s at once: %s', (_case, startDate, endDate, atOnce) => {
    expect(isTransactionRangeErrorShownAtOnce({ startDate, endDate })).toBe(atOnce);
  });
});
