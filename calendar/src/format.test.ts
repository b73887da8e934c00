import { describe, expect, it } from 'vitest';
import { aucklandWallClock, hoursOfAucklandDay } from './auckland.js';
import { formatAucklandTime, formatDate, type DatePattern } from './format.js';

const utc = (iso: string) => Date.parse(iso);

describe('formatDate: every pattern', () => {
  it.each<[DatePattern, string, string]>([
    ['DD MMM YYYY', '05 Apr 2026', '27 Sep 2026'],
    ['DD/MM/YYYY', '05/04/2026', '27/09/2026'],
    ['YYYY-MM-DD', '2026-04-05', '2026-09-27'],
    ['YYYY-MM', '2026-04', '2026-09'],
    ['D MMM', '5 Apr', '27 Sep'],
    ['ddd D', 'Sun 5', 'Sun 27'],
    ['dddd', 'Sunday', 'Sunday'],
    ['dddd DD MMM YYYY', 'Sunday 05 Apr 2026', 'Sunday 27 Sep 2026'],
    ['MMM', 'Apr', 'Sep'],
    ['MMM YYYY', 'Apr 2026', 'Sep 2026'],
    ['MMMM YYYY', 'April 2026', 'September 2026'],
    ['YYYY', '2026', '2026'],
  ])('%s writes 2026-04-05 as %j and 2026-09-27 as %j', (pattern, april, september) => {
    expect(formatDate('2026-04-05', pattern)).toBe(april);
    expect(formatDate('2026-09-27', pattern)).toBe(september);
  });

  it('uses three-letter English months, never en-NZ’s “Sept”', () => {
    expect(formatDate('2026-09-01', 'DD MMM YYYY')).toBe('01 Sep 2026');
    expect(formatDate('2026-09-01', 'D MMM')).toBe('1 Sep');
  });

  it.each([
    ['2026-01-01', '01 Jan 2026', 'Thursday', 'January 2026'],
    ['2026-02-28', '28 Feb 2026', 'Saturday', 'February 2026'],
    ['2024-02-29', '29 Feb 2024', 'Thursday', 'February 2024'],
    ['2026-03-09', '09 Mar 2026', 'Monday', 'March 2026'],
    ['2026-05-13', '13 May 2026', 'Wednesday', 'May 2026'],
    ['2026-06-16', '16 Jun 2026', 'Tuesday', 'June 2026'],
    ['2026-07-17', '17 Jul 2026', 'Friday', 'July 2026'],
    ['2026-08-18', '18 Aug 2026', 'Tuesday', 'August 2026'],
    ['2026-10-19', '19 Oct 2026', 'Monday', 'October 2026'],
    ['2026-11-20', '20 Nov 2026', 'Friday', 'November 2026'],
    ['2026-12-31', '31 Dec 2026', 'Thursday', 'December 2026'],
  ])('writes %s as %s, a %s in %s', (date, long, weekday, month) => {
    expect(formatDate(date, 'DD MMM YYYY')).toBe(long);
    expect(formatDate(date, 'dddd')).toBe(weekday);
    expect(formatDate(date, 'MMMM YYYY')).toBe(month);
  });

  it.each([
    ['2026-04-05', 'Sunday', '5 Apr', 'Sun 5'],
    ['2026-04-11', 'Saturday', '11 Apr', 'Sat 11'],
    ['2026-09-28', 'Monday', '28 Sep', 'Mon 28'],
  ])('%s is %s, %s, %s', (date, weekday, short, withinWeek) => {
    expect(formatDate(date, 'dddd')).toBe(weekday);
    expect(formatDate(date, 'D MMM')).toBe(short);
    expect(formatDate(date, 'ddd D')).toBe(withinWeek);
  });
});

describe('formatDate: what it accepts', () => {
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
    expect(formatDate(utc('2026-04-04T12:30:00Z'), 'YYYY-MM-DD')).toBe('2026-04-05');
    expect(formatDate('2026-06-30T12:00:00+00:00', 'DD MMM YYYY')).toBe('01 Jul 2026');
    expect(formatDate('2026-07-01T00:00:00+12:00', 'DD MMM YYYY')).toBe('01 Jul 2026');
    expect(formatDate('2026-07-01T00:00:00-0500', 'DD MMM YYYY')).toBe('01 Jul 2026');
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

  it.each(['', 'yesterday', '2026-02-30', '2026-13-01', '05/04/2026', '2026-02-30T10:00:00', '2026-04-05 10:00'])(
    'rejects %j, which is not a date',
    (input) => {
      expect(() => formatDate(input, 'DD MMM YYYY')).toThrow(RangeError);
    },
  );

  it('rejects an invalid Date and a number that is not an instant', () => {
    expect(() => formatDate(new Date('nonsense'), 'DD MMM YYYY')).toThrow(RangeError);
    expect(() => formatDate(Number.NaN, 'DD MMM YYYY')).toThrow(RangeError);
  });
});

describe('formatAucklandTime', () => {
  it.each([
    ['2026-06-09T12:00:00Z', '12am'],
    ['2026-06-09T13:00:00Z', '1am'],
    ['2026-06-09T23:00:00Z', '11am'],
    ['2026-06-10T00:00:00Z', '12pm'],
    ['2026-06-10T01:00:00Z', '1pm'],
    ['2026-06-10T11:00:00Z', '11pm'],
    ['2026-01-10T11:00:00Z', '12am'],
  ])("'ha' reads %s as %s in Auckland", (instant, shown) => {
    expect(formatAucklandTime(utc(instant), 'ha')).toBe(shown);
  });

  it.each([
    ['2026-06-10T00:30:00Z', '12:30pm NZST', '12:30pm', '12:30'],
    ['2026-01-10T11:05:00Z', '12:05am NZDT', '12:05am', '00:05'],
    ['2026-01-10T10:59:00Z', '11:59pm NZDT', '11:59pm', '23:59'],
    ['2026-06-10T02:05:00Z', '2:05pm NZST', '2:05pm', '14:05'],
  ])("reads %s as %s ('h:mma z'), %s ('h:mma'), %s ('HH:mm')", (instant, zoned, plain, clock) => {
    expect(formatAucklandTime(utc(instant), 'h:mma z')).toBe(zoned);
    expect(formatAucklandTime(utc(instant), 'h:mma')).toBe(plain);
    expect(formatAucklandTime(utc(instant), 'HH:mm')).toBe(clock);
  });

  it('tells the two 2am hours of 5 April 2026 apart by naming the zone', () => {
    const [, , first, second, third] = hoursOfAucklandDay('2026-04-05').map((hour) =>
      formatAucklandTime(hour, 'h:mma z'),
    );
    expect([first, second, third]).toEqual(['2:00am NZDT', '2:00am NZST', '3:00am NZST']);
  });

  it('goes from 1am NZST to 3am NZDT on 27 September 2026', () => {
    const [, second, third] = hoursOfAucklandDay('2026-09-27').map((hour) => formatAucklandTime(hour, 'h:mma z'));
    expect([second, third]).toEqual(['1:00am NZST', '3:00am NZDT']);
  });

  it('writes the offset and the instant in Auckland time with it', () => {
    expect(formatAucklandTime(utc('2026-11-20T05:00:00Z'), 'Z')).toBe('+13:00');
    expect(formatAucklandTime(utc('2026-06-10T05:00:00Z'), 'Z')).toBe('+12:00');
    expect(formatAucklandTime(utc('2026-11-20T05:00:00Z'), 'YYYY-MM-DDTHH:mm:ssZ')).toBe('2026-11-20T18:00:00+13:00');
    expect(formatAucklandTime(utc('2026-04-04T14:30:15Z'), 'YYYY-MM-DDTHH:mm:ssZ')).toBe('2026-04-05T02:30:15+12:00');
    expect(formatAucklandTime(utc('2026-04-04T13:30:15Z'), 'YYYY-MM-DDTHH:mm:ssZ')).toBe('2026-04-05T02:30:15+13:00');
  });

  it('writes a wall clock as it writes the instant it came from', () => {
    const instant = utc('2026-04-04T14:00:00Z');
    expect(formatAucklandTime(aucklandWallClock(instant), 'h:mma z')).toBe(formatAucklandTime(instant, 'h:mma z'));
  });
});
