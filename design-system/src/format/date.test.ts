import { describe, expect, it } from 'vitest';
import { formatDate } from './date.js';

describe('formatDate', () => {
  it.each([
    ['2026-04-05', '05 Apr 2026', '05/04/2026'],
    ['2026-09-27', '27 Sep 2026', '27/09/2026'],
    ['2026-12-31', '31 Dec 2026', '31/12/2026'],
    ['2024-02-29', '29 Feb 2024', '29/02/2024'],
    // A local date-time without an offset is already Auckland's wall clock.
    ['2026-01-01T23:30:00', '01 Jan 2026', '01/01/2026'],
  ])('shows the calendar date %s as written', (input, long, short) => {
    expect(formatDate(input, 'DD MMM YYYY')).toBe(long);
    expect(formatDate(input, 'DD/MM/YYYY')).toBe(short);
  });

  it('shows an instant on the day it falls on in Auckland', () => {
    // 12:30 UTC on 4 April is 01:30 on 5 April in Auckland (NZDT, +13).
    expect(formatDate('2026-04-04T12:30:00Z', 'DD MMM YYYY')).toBe('05 Apr 2026');
    expect(formatDate('2026-04-04T12:30:00Z', 'DD/MM/YYYY')).toBe('05/04/2026');
    expect(formatDate(new Date('2026-04-04T12:30:00Z'), 'DD/MM/YYYY')).toBe('05/04/2026');
    expect(formatDate('2026-06-30T12:00:00+00:00', 'DD MMM YYYY')).toBe('01 Jul 2026');
  });

  // 2026-04-05: daylight saving ends (03:00 NZDT becomes 02:00 NZST); the day has 25 hours.
  it.each([
    ['2026-04-04T10:59:59Z', '04 Apr 2026'], // 23:59:59 NZDT
    ['2026-04-04T11:00:00Z', '05 Apr 2026'], // 00:00 NZDT, the day starts at +13
    ['2026-04-04T13:59:59Z', '05 Apr 2026'], // 02:59:59 NZDT, just before the clocks go back
    ['2026-04-04T14:00:00Z', '05 Apr 2026'], // 02:00 NZST, the repeated hour
    ['2026-04-05T11:59:59Z', '05 Apr 2026'], // 23:59:59 NZST: the day ends at +12
    ['2026-04-05T12:00:00Z', '06 Apr 2026'],
  ])('around the end of daylight saving, %s is %s', (instant, shown) => {
    expect(formatDate(instant, 'DD MMM YYYY')).toBe(shown);
  });

  // 2026-09-27: daylight saving starts (02:00 NZST becomes 03:00 NZDT); the day has 23 hours.
  it.each([
    ['2026-09-26T11:59:59Z', '26/09/2026'], // 23:59:59 NZST
    ['2026-09-26T12:00:00Z', '27/09/2026'], // 00:00 NZST, the day starts at +12
    ['2026-09-26T13:59:59Z', '27/09/2026'], // 01:59:59 NZST, just before the clocks go forward
    ['2026-09-26T14:00:00Z', '27/09/2026'], // 03:00 NZDT
    ['2026-09-27T10:59:59Z', '27/09/2026'], // 23:59:59 NZDT: the day ends at +13
    ['2026-09-27T11:00:00Z', '28/09/2026'],
  ])('around the start of daylight saving, %s is %s', (instant, shown) => {
    expect(formatDate(instant, 'DD/MM/YYYY')).toBe(shown);
  });

  it.each(['', 'yesterday', '2026-02-30', '2026-13-01', '05/04/2026'])('rejects %j, which is not a date', (input) => {
    expect(() => formatDate(input, 'DD MMM YYYY')).toThrow(RangeError);
  });
});
