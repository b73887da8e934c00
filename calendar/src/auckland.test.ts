import { describe, expect, it } from 'vitest';
import {
  aucklandDateOf,
  aucklandDayOf,
  aucklandInstant,
  aucklandOffsetMinutes,
  aucklandToday,
  aucklandWallClock,
  endOfAucklandDay,
  halfHoursOfAucklandDay,
  hoursInAucklandDay,
  hoursOfAucklandDay,
  startOfAucklandDay,
} from './auckland.js';
import { addDays, parseIsoDate } from './calendar-date.js';
import { formatAucklandTime } from './format.js';

// Every instant here is written in UTC (an ISO string ending in Z), never with the machine's local-time
// constructors, so the tests mean the same under any TZ.
const utc = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();
const HOUR = 3_600_000;

/**
 * New Zealand's daylight saving, 2024 to 2030 (Order in Council of 2007): it ends on the first Sunday of April, when
 * 03:00 NZDT becomes 02:00 NZST (a 25-hour day), and starts on the last Sunday of September, when 02:00 NZST becomes
 * 03:00 NZDT (a 23-hour day). Both changes happen at 14:00 UTC on the Saturday. The dates are written out by hand.
 */
const DST_DAYS = [
  { year: 2024, ends: '2024-04-07', starts: '2024-09-29' },
  { year: 2025, ends: '2025-04-06', starts: '2025-09-28' },
  { year: 2026, ends: '2026-04-05', starts: '2026-09-27' },
  { year: 2027, ends: '2027-04-04', starts: '2027-09-26' },
  { year: 2028, ends: '2028-04-02', starts: '2028-09-24' },
  { year: 2029, ends: '2029-04-01', starts: '2029-09-30' },
  { year: 2030, ends: '2030-04-07', starts: '2030-09-29' },
];

describe('the day daylight saving ends (first Sunday of April): 25 hours', () => {
  it.each(DST_DAYS)('$ends has 25 hours and 50 half-hours', ({ ends }) => {
    expect(hoursInAucklandDay(ends)).toBe(25);
    expect(hoursOfAucklandDay(ends)).toHaveLength(25);
    expect(halfHoursOfAucklandDay(ends)).toHaveLength(50);
  });

  it.each(DST_DAYS)(
    '$ends starts at midnight NZDT (11:00 UTC the day before) and ends at midnight NZST',
    ({ ends }) => {
      const saturday = addDays(ends, -1);
      expect(iso(startOfAucklandDay(ends))).toBe(`${saturday}T11:00:00.000Z`);
      expect(iso(endOfAucklandDay(ends))).toBe(`${ends}T12:00:00.000Z`);
      expect(endOfAucklandDay(ends)).toBe(startOfAucklandDay(addDays(ends, 1)));
    },
  );

  it.each(DST_DAYS)('$ends has two 2am hours, the first NZDT, the second NZST', ({ ends }) => {
    const labels = hoursOfAucklandDay(ends).map((hour) => formatAucklandTime(hour, 'h:mma z'));
    expect(labels.slice(0, 5)).toEqual(['12:00am NZDT', '1:00am NZDT', '2:00am NZDT', '2:00am NZST', '3:00am NZST']);
    expect(labels.at(-1)).toBe('11:00pm NZST');
    expect(hoursOfAucklandDay(ends).map((hour) => formatAucklandTime(hour, 'ha'))).toEqual([
      '12am', '1am', '2am', '2am', '3am', '4am', '5am', '6am', '7am', '8am', '9am', '10am', '11am',
      '12pm', '1pm', '2pm', '3pm', '4pm', '5pm', '6pm', '7pm', '8pm', '9pm', '10pm', '11pm',
    ]); // prettier-ignore
  });

  it.each(DST_DAYS)('$ends: the clocks go back at 14:00 UTC on the Saturday', ({ ends }) => {
    const change = utc(`${addDays(ends, -1)}T14:00:00Z`);
    expect(aucklandWallClock(change - 1)).toMatchObject({ date: ends, hour: 2, minute: 59, second: 59 });
    expect(aucklandOffsetMinutes(change - 1)).toBe(780);
    expect(aucklandWallClock(change)).toMatchObject({ date: ends, hour: 2, minute: 0, daylightSaving: false });
    expect(aucklandOffsetMinutes(change)).toBe(720);
  });

  it.each(DST_DAYS)('$ends: the half-hours run 00:00, 00:30 … 02:30 NZDT, 02:00 NZST … 23:30', ({ ends }) => {
    const halves = halfHoursOfAucklandDay(ends).map((instant) => formatAucklandTime(instant, 'h:mma z'));
    expect(halves.slice(3, 9)).toEqual([
      '1:30am NZDT',
      '2:00am NZDT',
      '2:30am NZDT',
      '2:00am NZST',
      '2:30am NZST',
      '3:00am NZST',
    ]);
    expect(halves.at(-1)).toBe('11:30pm NZST');
  });
});

describe('the day daylight saving starts (last Sunday of September): 23 hours', () => {
  it.each(DST_DAYS)('$starts has 23 hours and 46 half-hours', ({ starts }) => {
    expect(hoursInAucklandDay(starts)).toBe(23);
    expect(hoursOfAucklandDay(starts)).toHaveLength(23);
    expect(halfHoursOfAucklandDay(starts)).toHaveLength(46);
  });

  it.each(DST_DAYS)(
    '$starts starts at midnight NZST (12:00 UTC the day before), ends at midnight NZDT',
    ({ starts }) => {
      const saturday = addDays(starts, -1);
      expect(iso(startOfAucklandDay(starts))).toBe(`${saturday}T12:00:00.000Z`);
      expect(iso(endOfAucklandDay(starts))).toBe(`${starts}T11:00:00.000Z`);
      expect(endOfAucklandDay(starts)).toBe(startOfAucklandDay(addDays(starts, 1)));
    },
  );

  it.each(DST_DAYS)('$starts has no 2am hour: 1am NZST is followed by 3am NZDT', ({ starts }) => {
    const labels = hoursOfAucklandDay(starts).map((hour) => formatAucklandTime(hour, 'h:mma z'));
    expect(labels.slice(0, 4)).toEqual(['12:00am NZST', '1:00am NZST', '3:00am NZDT', '4:00am NZDT']);
    expect(hoursOfAucklandDay(starts).map((hour) => formatAucklandTime(hour, 'ha'))).toEqual([
      '12am', '1am', '3am', '4am', '5am', '6am', '7am', '8am', '9am', '10am', '11am',
      '12pm', '1pm', '2pm', '3pm', '4pm', '5pm', '6pm', '7pm', '8pm', '9pm', '10pm', '11pm',
    ]); // prettier-ignore
  });

  it.each(DST_DAYS)('$starts: the clocks go forward at 14:00 UTC on the Saturday', ({ starts }) => {
    const change = utc(`${addDays(starts, -1)}T14:00:00Z`);
    expect(aucklandWallClock(change - 1)).toMatchObject({ date: starts, hour: 1, minute: 59, daylightSaving: false });
    expect(aucklandWallClock(change)).toMatchObject({ date: starts, hour: 3, minute: 0, daylightSaving: true });
    expect(aucklandOffsetMinutes(change)).toBe(780);
  });
});

describe('ordinary days', () => {
  it.each(['2026-01-15', '2026-04-04', '2026-04-06', '2026-06-10', '2026-09-26', '2026-09-28', '2024-02-29'])(
    '%s has 24 hours and 48 half-hours',
    (date) => {
      expect(hoursInAucklandDay(date)).toBe(24);
      expect(hoursOfAucklandDay(date)).toHaveLength(24);
      expect(halfHoursOfAucklandDay(date)).toHaveLength(48);
    },
  );

  it.each([
    ['2026-01-15', '2026-01-14T11:00:00.000Z'], // NZDT, +13
    ['2026-06-10', '2026-06-09T12:00:00.000Z'], // NZST, +12
    ['2026-12-31', '2026-12-30T11:00:00.000Z'],
    ['2027-01-01', '2026-12-31T11:00:00.000Z'],
  ])('%s starts at %s', (date, start) => {
    expect(iso(startOfAucklandDay(date))).toBe(start);
  });

  it('counts every day of 2024 to 2030 as 24 hours but the fourteen change days', () => {
    const odd: string[] = [];
    for (let date = '2024-01-01'; date <= '2030-12-31'; date = addDays(date, 1)) {
      const hours = hoursInAucklandDay(date);
      if (hours !== 24) odd.push(`${date} ${hours}`);
    }
    expect(odd).toEqual(DST_DAYS.flatMap(({ ends, starts }) => [`${ends} 25`, `${starts} 23`]));
  });
});

describe('aucklandWallClock', () => {
  it.each([
    // 12:30 UTC on 4 April is 01:30 on Sunday 5 April in Auckland (NZDT, +13).
    ['2026-04-04T12:30:00Z', { date: '2026-04-05', hour: 1, minute: 30, weekday: 0, offsetMinutes: 780 }],
    ['2026-06-10T02:30:15Z', { date: '2026-06-10', hour: 14, minute: 30, second: 15, weekday: 3, offsetMinutes: 720 }],
    ['2026-12-31T10:59:59Z', { date: '2026-12-31', hour: 23, minute: 59, second: 59, weekday: 4 }],
    ['2026-12-31T11:00:00Z', { date: '2027-01-01', year: 2027, month: 1, day: 1, hour: 0, weekday: 5 }],
    ['2024-02-28T11:00:00Z', { date: '2024-02-29', year: 2024, month: 2, day: 29, hour: 0, weekday: 4 }],
  ] as const)('reads %s as %o', (instant, clock) => {
    expect(aucklandWallClock(utc(instant))).toMatchObject(clock);
  });

  it('gives the same answer however the instants are asked for (in order, backwards, at random)', () => {
    const instants = Array.from({ length: 24 * 60 }, (_, index) => utc('2026-04-03T00:00:00Z') + index * 7 * 60_000);
    const forwards = instants.map(aucklandWallClock);
    const backwards = [...instants].reverse().map(aucklandWallClock).reverse();
    expect(backwards).toEqual(forwards);
  });

  it('refuses a number that is not an instant', () => {
    expect(() => aucklandWallClock(Number.NaN)).toThrow(RangeError);
  });
});

describe('aucklandDateOf and aucklandToday', () => {
  // Around the end of daylight saving: 2026-04-05 has 25 hours.
  it.each([
    ['2026-04-04T10:59:59Z', '2026-04-04'], // 23:59:59 NZDT
    ['2026-04-04T11:00:00Z', '2026-04-05'], // 00:00 NZDT, the day starts at +13
    ['2026-04-04T14:00:00Z', '2026-04-05'], // 02:00 NZST, the repeated hour
    ['2026-04-05T11:59:59Z', '2026-04-05'], // 23:59:59 NZST: the day ends at +12
    ['2026-04-05T12:00:00Z', '2026-04-06'],
    // Around the start: 2026-09-27 has 23 hours.
    ['2026-09-26T11:59:59Z', '2026-09-26'],
    ['2026-09-26T12:00:00Z', '2026-09-27'], // 00:00 NZST
    ['2026-09-27T10:59:59Z', '2026-09-27'], // 23:59:59 NZDT
    ['2026-09-27T11:00:00Z', '2026-09-28'],
  ])('%s is on %s in Auckland', (instant, date) => {
    expect(aucklandDateOf(utc(instant))).toBe(date);
    expect(aucklandDateOf(new Date(instant))).toBe(date);
    expect(aucklandToday(utc(instant))).toBe(date);
  });

  it('is Auckland’s date, a day ahead of UTC’s for half of it', () => {
    expect(aucklandToday(utc('2026-06-30T12:00:00Z'))).toBe('2026-07-01');
    expect(aucklandToday(utc('2026-06-30T11:59:59Z'))).toBe('2026-06-30');
  });

  it('defaults to now', () => {
    expect(aucklandToday()).toBe(aucklandDateOf(Date.now()));
  });
});

describe('aucklandDayOf', () => {
  it.each([
    // The clocks go back: 03:00 NZDT becomes 02:00 NZST at 14:00 UTC on the Saturday.
    ['2026-04-05', 0, '2026-04-04T11:00:00Z', '2026-04-05T12:00:00Z', 780, 720, '2026-04-04T14:00:00Z'],
    // The clocks go forward: 02:00 NZST becomes 03:00 NZDT at 14:00 UTC on the Saturday.
    ['2026-09-27', 0, '2026-09-26T12:00:00Z', '2026-09-27T11:00:00Z', 720, 780, '2026-09-26T14:00:00Z'],
    ['2026-06-10', 3, '2026-06-09T12:00:00Z', '2026-06-10T12:00:00Z', 720, 720, undefined],
  ] as const)(
    'gives %s its fields, its two midnights, its offsets and when its clocks change',
    (date, weekday, start, end, startOffsetMinutes, endOffsetMinutes, change) => {
      expect(aucklandDayOf(date)).toEqual({
        date,
        ...parseIsoDate(date),
        weekday,
        start: utc(start),
        end: utc(end),
        startOffsetMinutes,
        endOffsetMinutes,
        clocksChange: change === undefined ? undefined : utc(change),
      });
    },
  );

  it('is the one day, kept, by its date, by any instant in it and by a Date', () => {
    const day = aucklandDayOf('2026-04-05');
    const change = utc('2026-04-04T14:00:00Z');
    [day.start, change - 1, change, day.end - 1].forEach((instant) => {
      expect(aucklandDayOf(instant), iso(instant)).toBe(day);
    });
    expect(aucklandDayOf(new Date(day.start))).toBe(day);
    expect(aucklandDayOf(day.end)).toBe(aucklandDayOf('2026-04-06'));
    expect(aucklandDayOf(day.start - 1)).toBe(aucklandDayOf('2026-04-04'));
  });

  it('finds the day of every 7 minutes around both of 2026’s changes, asked in order or backwards', () => {
    const instants = ['2026-04-03T00:00:00Z', '2026-09-25T00:00:00Z'].flatMap((from) =>
      // Four days from the Friday before each change.
      Array.from({ length: Math.ceil((4 * 24 * 60) / 7) }, (_, index) => utc(from) + index * 7 * 60_000),
    );
    for (const instant of [...instants, ...[...instants].reverse()]) {
      const day = aucklandDayOf(instant);
      expect(instant >= day.start && instant < day.end, iso(instant)).toBe(true);
      expect(day.start).toBe(startOfAucklandDay(day.date));
    }
  });

  it.each(['2026-02-30', 'not a date', Number.NaN, Number.POSITIVE_INFINITY])('refuses %j', (value) => {
    expect(() => aucklandDayOf(value)).toThrow(RangeError);
  });
});

describe('aucklandInstant', () => {
  it.each([
    ['2026-11-20', 18, 0, '2026-11-20T05:00:00.000Z'], // NZDT
    ['2026-06-10', 14, 30, '2026-06-10T02:30:00.000Z'], // NZST
    ['2026-04-05', 0, 0, '2026-04-04T11:00:00.000Z'],
    ['2026-04-05', 1, 59, '2026-04-04T12:59:00.000Z'],
    ['2026-04-05', 3, 0, '2026-04-04T15:00:00.000Z'], // NZST, after the change
    ['2026-09-27', 1, 0, '2026-09-26T13:00:00.000Z'], // NZST
    ['2026-09-27', 3, 0, '2026-09-26T14:00:00.000Z'], // NZDT, the first hour after the change
    ['2026-09-27', 23, 0, '2026-09-27T10:00:00.000Z'],
  ])('%s %i:%i is %s', (date, hour, minute, instant) => {
    expect(iso(aucklandInstant(date, hour, minute))).toBe(instant);
  });

  it('reads a time that comes twice (2:30am on 5 April 2026) as the first, in daylight time', () => {
    expect(iso(aucklandInstant('2026-04-05', 2, 30))).toBe('2026-04-04T13:30:00.000Z');
    expect(formatAucklandTime(aucklandInstant('2026-04-05', 2, 30), 'h:mma z')).toBe('2:30am NZDT');
  });

  it('reads a time the clocks skip (2:30am on 27 September 2026) on the old offset: 3:30am NZDT', () => {
    expect(iso(aucklandInstant('2026-09-27', 2, 30))).toBe('2026-09-26T14:30:00.000Z');
    expect(formatAucklandTime(aucklandInstant('2026-09-27', 2, 30), 'h:mma z')).toBe('3:30am NZDT');
  });

  it('gives back every hour of every day of 2026 that exists on the clock', () => {
    const wrong: string[] = [];
    for (let date = '2026-01-01'; date <= '2026-12-31'; date = addDays(date, 1)) {
      for (const instant of hoursOfAucklandDay(date)) {
        const clock = aucklandWallClock(instant);
        const first = aucklandInstant(clock.date, clock.hour);
        // The repeated 2am reads back as its first occurrence, an hour earlier.
        const expected = date === '2026-04-05' && clock.hour === 2 && !clock.daylightSaving ? instant - HOUR : instant;
        if (first !== expected) wrong.push(`${date} ${clock.hour}:00`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    [24, 0],
    [-1, 0],
    [10, 60],
    [1.5, 0],
  ])('refuses %i:%i', (hour, minute) => {
    expect(() => aucklandInstant('2026-06-10', hour, minute)).toThrow(RangeError);
  });
});

describe('a second opinion: the platform’s own Intl in Pacific/Auckland', () => {
  // The hand-written tables above are the reference; this checks every hour of seven years against the other
  // implementation of the same zone data a browser has, so a day the tables miss cannot go wrong unseen.
  const intl = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  it('agrees on the date, hour and minute of every hour and half-hour of 2024 to 2030', () => {
    const disagreements: string[] = [];
    for (let instant = utc('2024-01-01T00:00:00Z'); instant < utc('2031-01-01T00:00:00Z'); instant += HOUR / 2) {
      const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
      const expected = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
      const clock = aucklandWallClock(instant);
      const actual = `${clock.date} ${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
      if (actual !== expected) disagreements.push(`${iso(instant)}: ${actual}, Intl ${expected}`);
    }
    expect(disagreements).toEqual([]);
  });
});
