import { describe, expect, it } from 'vitest';
import { hoursOfAucklandDay } from './auckland.js';
import { clockTime, dayMonth, hourLabel, longDate, monthYear, weekdayDay, weekdayName } from './labels.js';

const utc = (iso: string) => Date.parse(iso);

describe('longDate', () => {
  it.each([
    ['2026-04-05', '05 Apr 2026'],
    ['2026-09-27', '27 Sep 2026'],
    ['2024-02-29', '29 Feb 2024'],
    ['2027-01-01', '01 Jan 2027'],
    ['2026-12-31', '31 Dec 2026'],
  ])('writes %s as %s (DD MMM YYYY, spec 1 §9)', (date, shown) => {
    expect(longDate(date)).toBe(shown);
  });

  it('uses three-letter English months, never en-NZ’s “Sept”', () => {
    expect(longDate('2026-09-01')).not.toContain('Sept');
  });

  it('rejects a date that is not one', () => {
    expect(() => longDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('weekdayName, dayMonth and weekdayDay', () => {
  it.each([
    ['2026-04-05', 'Sunday', '5 Apr', 'Sun 5'],
    ['2026-04-11', 'Saturday', '11 Apr', 'Sat 11'],
    ['2026-09-28', 'Monday', '28 Sep', 'Mon 28'],
  ])('%s is %s, %s, %s', (date, weekday, short, withinWeek) => {
    expect(weekdayName(date)).toBe(weekday);
    expect(dayMonth(date)).toBe(short);
    expect(weekdayDay(date)).toBe(withinWeek);
  });
});

describe('monthYear', () => {
  it.each([
    { input: '2026-04', style: 'short', shown: 'Apr 2026' },
    { input: '2026-04-17', style: 'short', shown: 'Apr 2026' },
    { input: '2026-09', style: 'long', shown: 'September 2026' },
    { input: '2025-12-01', style: 'long', shown: 'December 2025' },
    { input: '2027-01', style: 'short', shown: 'Jan 2027' },
  ] as const)('writes $input ($style) as $shown', ({ input, style, shown }) => {
    expect(monthYear(input, style)).toBe(shown);
  });

  it('is short by default', () => {
    expect(monthYear('2026-06')).toBe('Jun 2026');
  });
});

describe('hourLabel', () => {
  it.each([
    ['2026-06-09T12:00:00Z', '12am'],
    ['2026-06-09T13:00:00Z', '1am'],
    ['2026-06-09T23:00:00Z', '11am'],
    ['2026-06-10T00:00:00Z', '12pm'],
    ['2026-06-10T01:00:00Z', '1pm'],
    ['2026-06-10T11:00:00Z', '11pm'],
    ['2026-01-10T11:00:00Z', '12am'],
  ])('reads %s as %s in Auckland', (iso, shown) => {
    expect(hourLabel(utc(iso))).toBe(shown);
  });

  it('labels the 25-hour day with two 2ams and the 23-hour day with none', () => {
    const back = hoursOfAucklandDay('2026-04-05').map(hourLabel);
    expect(back.slice(0, 5)).toEqual(['12am', '1am', '2am', '2am', '3am']);
    const forward = hoursOfAucklandDay('2026-09-27').map(hourLabel);
    expect(forward.slice(0, 4)).toEqual(['12am', '1am', '3am', '4am']);
    expect(forward).not.toContain('2am');
  });
});

describe('clockTime', () => {
  it.each([
    ['2026-06-10T00:30:00Z', '12:30pm NZST'],
    ['2026-01-10T11:05:00Z', '12:05am NZDT'],
    ['2026-01-10T10:59:00Z', '11:59pm NZDT'],
  ])('reads %s as %s', (iso, shown) => {
    expect(clockTime(utc(iso))).toBe(shown);
  });

  it('tells the two 2am hours of 5 April 2026 apart by naming the zone', () => {
    const [, , first, second, third] = hoursOfAucklandDay('2026-04-05').map(clockTime);
    expect([first, second, third]).toEqual(['2:00am NZDT', '2:00am NZST', '3:00am NZST']);
  });

  it('goes from 1am NZST to 3am NZDT on 27 September 2026', () => {
    const [, second, third] = hoursOfAucklandDay('2026-09-27').map(clockTime);
    expect([second, third]).toEqual(['1:00am NZST', '3:00am NZDT']);
  });
});
