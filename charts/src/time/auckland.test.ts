import { describe, expect, it } from 'vitest';
import {
  addDays,
  aucklandOffsetMinutes,
  aucklandTime,
  daysBetween,
  hoursInAucklandDay,
  hoursOfAucklandDay,
  parseIsoDate,
  startOfAucklandDay,
  toIsoDate,
  weekdayOf,
} from './auckland.js';

// Every instant here is written in UTC (Date.UTC or an ISO string ending in Z or an offset), never with the
// machine's local-time constructors, so the tests mean the same under any TZ.
const HOUR = 3_600_000;
const MINUTE = 60_000;
const utc = (iso: string) => Date.parse(iso);

/** The reference: Auckland's wall clock at an instant, as the platform's zone database (Intl) has it. */
const intlParts = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function intlWallClock(instant: number) {
  const parts = Object.fromEntries(intlParts.formatToParts(instant).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const second = Number(parts.second);
  const offsetMinutes = (Date.UTC(year, month - 1, day, hour, minute, second) - instant) / MINUTE;
  return {
    date: toIsoDate(year, month, day),
    hour,
    minute,
    weekday: WEEKDAYS.indexOf(String(parts.weekday)),
    offsetMinutes,
  };
}

/** The hours (UTC) at which Auckland's clocks change in a year, from the published rule. */
const changes = [
  // DST ends: first Sunday of April, 03:00 NZDT = 14:00 UTC on the Saturday. Starts: last Sunday of September,
  // 02:00 NZST = 14:00 UTC on the Saturday.
  { year: 2024, ends: '2024-04-06T14:00:00Z', starts: '2024-09-28T14:00:00Z' },
  { year: 2025, ends: '2025-04-05T14:00:00Z', starts: '2025-09-27T14:00:00Z' },
  { year: 2026, ends: '2026-04-04T14:00:00Z', starts: '2026-09-26T14:00:00Z' },
  { year: 2027, ends: '2027-04-03T14:00:00Z', starts: '2027-09-25T14:00:00Z' },
];

describe('aucklandOffsetMinutes', () => {
  it('agrees with Intl (Pacific/Auckland) for every hour of 2024 to 2027', () => {
    const disagreements: string[] = [];
    for (let instant = utc('2024-01-01T00:00:00Z'); instant < utc('2028-01-01T00:00:00Z'); instant += HOUR) {
      const expected = intlWallClock(instant).offsetMinutes;
      const actual = aucklandOffsetMinutes(instant);
      if (actual !== expected) disagreements.push(`${new Date(instant).toISOString()}: ${actual}, Intl ${expected}`);
    }
    expect(disagreements).toEqual([]);
  });

  it.each(changes)(
    'agrees with Intl minute by minute for three hours either side of both changes in $year',
    ({ ends, starts }) => {
      const disagreements: string[] = [];
      for (const change of [utc(ends), utc(starts)]) {
        for (let instant = change - 3 * HOUR; instant <= change + 3 * HOUR; instant += MINUTE) {
          const expected = intlWallClock(instant).offsetMinutes;
          const actual = aucklandOffsetMinutes(instant);
          if (actual !== expected)
            disagreements.push(`${new Date(instant).toISOString()}: ${actual}, Intl ${expected}`);
        }
      }
      expect(disagreements).toEqual([]);
    },
  );

  it.each(changes)('switches at exactly 14:00 UTC on the Saturday before each change in $year', ({ ends, starts }) => {
    expect(aucklandOffsetMinutes(utc(ends) - 1)).toBe(780);
    expect(aucklandOffsetMinutes(utc(ends))).toBe(720);
    expect(aucklandOffsetMinutes(utc(starts) - 1)).toBe(720);
    expect(aucklandOffsetMinutes(utc(starts))).toBe(780);
  });

  // Before 2008 the rules were different (until March 2007 daylight saving ran from the first Sunday of October to
  // the third Sunday of March), so those years come from the platform's zone database.
  it.each([
    { instant: '2006-03-18T13:59:00Z', offset: 780, why: 'a minute before the 2006 change (third Sunday of March)' },
    { instant: '2006-03-18T14:00:00Z', offset: 720, why: 'at the 2006 change' },
    { instant: '2006-03-25T00:00:00Z', offset: 720, why: 'late March 2006, which the current rule would call NZDT' },
    { instant: '2006-04-01T12:00:00Z', offset: 720, why: 'the Saturday before the first Sunday of April 2006' },
    { instant: '2006-09-30T13:59:00Z', offset: 720, why: 'a minute before daylight saving started in 2006' },
    { instant: '2006-09-30T14:00:00Z', offset: 780, why: 'as daylight saving started (first Sunday of October)' },
    {
      instant: '2006-09-24T00:00:00Z',
      offset: 720,
      why: 'the last Sunday of September 2006, NZDT under the current rule',
    },
    { instant: '2007-03-17T14:00:00Z', offset: 720, why: 'the end of the last season under the old rule' },
    { instant: '2007-09-29T14:00:00Z', offset: 780, why: 'the first start under the current rule' },
  ])('falls back to Intl before 2008: $why', ({ instant, offset }) => {
    expect(aucklandOffsetMinutes(utc(instant))).toBe(offset);
    expect(aucklandOffsetMinutes(utc(instant))).toBe(intlWallClock(utc(instant)).offsetMinutes);
  });

  it('agrees with Intl across the new year, when the year is read from the Auckland date', () => {
    for (const iso of [
      '2007-12-31T10:00:00Z',
      '2007-12-31T11:00:00Z',
      '2007-12-31T12:00:00Z',
      '2026-12-31T10:59:00Z',
      '2026-12-31T11:00:00Z',
    ]) {
      expect(aucklandOffsetMinutes(utc(iso)), iso).toBe(intlWallClock(utc(iso)).offsetMinutes);
    }
  });
});

describe('aucklandTime', () => {
  it('reads the same wall clock as Intl for every hour of 2024 to 2027', () => {
    const disagreements: string[] = [];
    for (let instant = utc('2024-01-01T00:00:00Z'); instant < utc('2028-01-01T00:00:00Z'); instant += HOUR) {
      const expected = intlWallClock(instant);
      const { date, hour, minute, weekday } = aucklandTime(instant);
      if (
        date !== expected.date ||
        hour !== expected.hour ||
        minute !== expected.minute ||
        weekday !== expected.weekday
      ) {
        disagreements.push(
          `${new Date(instant).toISOString()}: ${date} ${hour}:${minute} (${weekday}), Intl ${JSON.stringify(expected)}`,
        );
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('splits the instant into date, parts, weekday and daylight saving', () => {
    expect(aucklandTime(utc('2026-01-15T03:30:00Z'))).toEqual({
      date: '2026-01-15',
      year: 2026,
      month: 1,
      day: 15,
      hour: 16,
      minute: 30,
      weekday: 4,
      daylightSaving: true,
    });
    expect(aucklandTime(utc('2026-06-30T12:00:00Z'))).toEqual({
      date: '2026-07-01',
      year: 2026,
      month: 7,
      day: 1,
      hour: 0,
      minute: 0,
      weekday: 3,
      daylightSaving: false,
    });
  });

  it('has two 2am hours on 5 April 2026 (25 hours): NZDT, then NZST', () => {
    const wall = hoursOfAucklandDay('2026-04-05').map((instant) => {
      const time = aucklandTime(instant);
      return `${time.date} ${time.hour} ${time.daylightSaving ? 'NZDT' : 'NZST'}`;
    });
    expect(wall.slice(0, 5)).toEqual([
      '2026-04-05 0 NZDT',
      '2026-04-05 1 NZDT',
      '2026-04-05 2 NZDT',
      '2026-04-05 2 NZST',
      '2026-04-05 3 NZST',
    ]);
    expect(wall).toHaveLength(25);
    expect(wall.at(-1)).toBe('2026-04-05 23 NZST');
  });

  it('has no 2am on 27 September 2026 (23 hours): 1am NZST is followed by 3am NZDT', () => {
    const wall = hoursOfAucklandDay('2026-09-27').map((instant) => {
      const time = aucklandTime(instant);
      return `${time.hour} ${time.daylightSaving ? 'NZDT' : 'NZST'}`;
    });
    expect(wall.slice(0, 4)).toEqual(['0 NZST', '1 NZST', '3 NZDT', '4 NZDT']);
    expect(wall).toHaveLength(23);
    expect(wall.map((hour) => Number(hour.split(' ')[0]))).not.toContain(2);
  });

  it('reads the minutes around the changes: 2:59am NZDT, then 2:00am NZST; 1:59am NZST, then 3:00am NZDT', () => {
    const clock = (iso: string) => {
      const time = aucklandTime(utc(iso));
      return `${time.hour}:${String(time.minute).padStart(2, '0')} ${time.daylightSaving ? 'NZDT' : 'NZST'}`;
    };
    expect(clock('2026-04-04T13:59:00Z')).toBe('2:59 NZDT');
    expect(clock('2026-04-04T14:00:00Z')).toBe('2:00 NZST');
    expect(clock('2026-09-26T13:59:00Z')).toBe('1:59 NZST');
    expect(clock('2026-09-26T14:00:00Z')).toBe('3:00 NZDT');
  });
});

describe('startOfAucklandDay', () => {
  it.each([
    { date: '2026-01-15', start: '2026-01-14T11:00:00Z', why: 'summer (NZDT, +13)' },
    { date: '2026-07-15', start: '2026-07-14T12:00:00Z', why: 'winter (NZST, +12)' },
    { date: '2026-04-05', start: '2026-04-04T11:00:00Z', why: 'the 25-hour day starts in NZDT' },
    { date: '2026-04-06', start: '2026-04-05T12:00:00Z', why: 'the day after starts in NZST' },
    { date: '2026-09-27', start: '2026-09-26T12:00:00Z', why: 'the 23-hour day starts in NZST' },
    { date: '2026-09-28', start: '2026-09-27T11:00:00Z', why: 'the day after starts in NZDT' },
    { date: '2027-01-01', start: '2026-12-31T11:00:00Z', why: 'new year' },
    { date: '2006-03-19', start: '2006-03-18T11:00:00Z', why: 'the old rule’s end day, from Intl' },
    { date: '2006-10-01', start: '2006-09-30T12:00:00Z', why: 'the old rule’s start day, from Intl' },
  ])('$date starts at $start: $why', ({ date, start }) => {
    expect(new Date(startOfAucklandDay(date)).toISOString()).toBe(new Date(utc(start)).toISOString());
  });

  it('is Auckland midnight of that date for every day of 2024 to 2027', () => {
    const wrong: string[] = [];
    for (let date = '2024-01-01'; date < '2028-01-01'; date = addDays(date, 1)) {
      const start = startOfAucklandDay(date);
      const wall = intlWallClock(start);
      const before = intlWallClock(start - 1);
      if (wall.date !== date || wall.hour !== 0 || wall.minute !== 0 || before.date === date) wrong.push(date);
    }
    expect(wrong).toEqual([]);
  });
});

describe('hoursOfAucklandDay and hoursInAucklandDay', () => {
  it.each([
    { date: '2026-06-10', hours: 24, why: 'an ordinary day' },
    { date: '2026-04-05', hours: 25, why: 'the clocks go back' },
    { date: '2026-09-27', hours: 23, why: 'the clocks go forward' },
    { date: '2024-04-07', hours: 25, why: 'the clocks go back in 2024' },
    { date: '2024-09-29', hours: 23, why: 'the clocks go forward in 2024' },
    { date: '2027-04-04', hours: 25, why: 'the clocks go back in 2027' },
    { date: '2027-09-26', hours: 23, why: 'the clocks go forward in 2027' },
    { date: '2026-04-04', hours: 24, why: 'the day before the clocks go back' },
    { date: '2026-09-26', hours: 24, why: 'the day before the clocks go forward' },
    { date: '2006-03-19', hours: 25, why: 'the clocks went back in 2006 (old rule, from Intl)' },
    { date: '2006-10-01', hours: 23, why: 'the clocks went forward in 2006 (old rule, from Intl)' },
  ])('$date has $hours hours: $why', ({ date, hours }) => {
    expect(hoursInAucklandDay(date)).toBe(hours);
    const instants = hoursOfAucklandDay(date);
    expect(instants).toHaveLength(hours);
    expect(instants[0]).toBe(startOfAucklandDay(date));
    // One real hour apart, and the last one ends where the next day starts.
    instants.slice(1).forEach((instant, index) => expect(instant - (instants[index] as number)).toBe(HOUR));
    expect((instants.at(-1) as number) + HOUR).toBe(startOfAucklandDay(addDays(date, 1)));
  });

  it('finds one 25-hour and one 23-hour day in each year of 2024 to 2027, and no others', () => {
    const unusual: string[] = [];
    for (let date = '2024-01-01'; date < '2028-01-01'; date = addDays(date, 1)) {
      const hours = hoursInAucklandDay(date);
      if (hours !== 24) unusual.push(`${date} ${hours}`);
    }
    expect(unusual).toEqual([
      '2024-04-07 25',
      '2024-09-29 23',
      '2025-04-06 25',
      '2025-09-28 23',
      '2026-04-05 25',
      '2026-09-27 23',
      '2027-04-04 25',
      '2027-09-26 23',
    ]);
  });
});

describe('addDays', () => {
  it.each([
    { date: '2026-01-31', days: 1, result: '2026-02-01', why: 'across a month end' },
    { date: '2026-12-31', days: 1, result: '2027-01-01', why: 'across a year end' },
    { date: '2027-01-01', days: -1, result: '2026-12-31', why: 'back across a year end' },
    { date: '2024-02-28', days: 1, result: '2024-02-29', why: 'into a leap day' },
    { date: '2024-02-29', days: 1, result: '2024-03-01', why: 'out of a leap day' },
    { date: '2026-02-28', days: 1, result: '2026-03-01', why: 'February of a common year' },
    { date: '2000-02-28', days: 1, result: '2000-02-29', why: '2000 was a leap year (divisible by 400)' },
    { date: '2100-02-28', days: 1, result: '2100-03-01', why: '2100 is not (divisible by 100)' },
    { date: '2024-03-01', days: -1, result: '2024-02-29', why: 'back into a leap day' },
    { date: '2026-04-04', days: 1, result: '2026-04-05', why: 'onto the 25-hour day' },
    { date: '2026-04-05', days: 1, result: '2026-04-06', why: 'off the 25-hour day' },
    { date: '2026-09-27', days: 1, result: '2026-09-28', why: 'off the 23-hour day' },
    { date: '2026-03-15', days: 0, result: '2026-03-15', why: 'by nothing' },
    { date: '2024-01-01', days: 366, result: '2025-01-01', why: 'a leap year in days' },
    { date: '2026-05-10', days: -7, result: '2026-05-03', why: 'a week back' },
  ])('$date + $days = $result ($why)', ({ date, days, result }) => {
    expect(addDays(date, days)).toBe(result);
  });

  it('rejects a date that is not one', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it.each([
    { from: '2026-04-01', to: '2026-04-30', days: 29 },
    { from: '2026-04-30', to: '2026-04-01', days: -29 },
    { from: '2026-04-04', to: '2026-04-06', days: 2, why: 'across the 25-hour day' },
    { from: '2026-09-26', to: '2026-09-28', days: 2, why: 'across the 23-hour day' },
    { from: '2024-01-01', to: '2025-01-01', days: 366 },
    { from: '2025-01-01', to: '2026-01-01', days: 365 },
    { from: '2026-03-15', to: '2026-03-15', days: 0 },
  ])('from $from to $to is $days days', ({ from, to, days }) => {
    expect(daysBetween(from, to)).toBe(days);
    expect(addDays(from, days)).toBe(to);
  });
});

describe('weekdayOf', () => {
  it.each([
    { date: '2026-04-05', weekday: 0, name: 'Sunday' },
    { date: '2026-04-06', weekday: 1, name: 'Monday' },
    { date: '2026-04-11', weekday: 6, name: 'Saturday' },
    { date: '2026-09-27', weekday: 0, name: 'Sunday' },
    { date: '2024-02-29', weekday: 4, name: 'Thursday' },
    { date: '2027-01-01', weekday: 5, name: 'Friday' },
  ])('$date is a $name ($weekday: 0 is Sunday)', ({ date, weekday }) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('matches the weekday of the Auckland wall clock at the day’s start', () => {
    for (let date = '2026-01-01'; date < '2027-01-01'; date = addDays(date, 1)) {
      expect(weekdayOf(date)).toBe(aucklandTime(startOfAucklandDay(date)).weekday);
    }
  });
});

describe('parseIsoDate', () => {
  it('splits a calendar date', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each([
    ['2026-02-29', 'no 29 February in a common year'],
    ['2026-02-30', 'no 30 February'],
    ['2026-04-31', 'April has 30 days'],
    ['2026-13-01', 'no thirteenth month'],
    ['2026-00-10', 'no month 0'],
    ['2026-01-00', 'no day 0'],
    ['2026-1-5', 'digits not padded'],
    ['26-01-05', 'a two-digit year'],
    ['2026/01/05', 'slashes'],
    ['05-01-2026', 'day first'],
    ['2026-01-05T00:00:00Z', 'an instant, not a date'],
    [' 2026-01-05', 'surrounding space'],
    ['', 'nothing'],
  ])('rejects %j (%s) with a RangeError', (input) => {
    expect(() => parseIsoDate(input)).toThrow(RangeError);
  });
});
