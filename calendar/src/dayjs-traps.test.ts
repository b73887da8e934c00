// The daylight-saving traps of dayjs's timezone plugin (the README lists them), each beside what the calendar
// answers for the same question. The "dayjs 1.11" cases record the plugin's behaviour this module works around: if
// one starts failing after an upgrade, dayjs has changed it, and the README should say so.
import 'dayjs/locale/en-nz.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, addMonths, daysBetween, endOfMonth, isIsoDate, startOfWeek } from './calendar-date.js';
import { AUCKLAND_TIME_ZONE, aucklandInstant, endOfAucklandDay, startOfAucklandDay } from './auckland.js';
import { dayjs } from './dayjs.js';
import { formatDate } from './format.js';

const ZONE = AUCKLAND_TIME_ZONE;
const iso = (instant: number) => new Date(instant).toISOString();

describe("add(1, 'day') across a change lands on the next day's midnight", () => {
  it("dayjs 1.11: a zone-aware object keeps its offset, so add(1, 'day') lands an hour off", () => {
    // After the 25-hour day: 23:00 NZST on 5 April, not midnight on the 6th.
    expect(iso(dayjs.tz('2026-04-05', ZONE).add(1, 'day').valueOf())).toBe('2026-04-05T11:00:00.000Z');
    // After the 23-hour day: 01:00 NZDT on 28 September.
    expect(iso(dayjs.tz('2026-09-27', ZONE).add(1, 'day').valueOf())).toBe('2026-09-27T12:00:00.000Z');
  });

  it.each([
    ['2026-04-05', '2026-04-06', '2026-04-05T12:00:00.000Z'],
    ['2026-09-27', '2026-09-28', '2026-09-27T11:00:00.000Z'],
    ['2026-04-04', '2026-04-05', '2026-04-04T11:00:00.000Z'],
    ['2026-09-26', '2026-09-27', '2026-09-26T12:00:00.000Z'],
  ])('the calendar: the day after %s is %s, which starts at %s', (date, next, midnight) => {
    expect(addDays(date, 1)).toBe(next);
    expect(iso(startOfAucklandDay(addDays(date, 1)))).toBe(midnight);
    expect(endOfAucklandDay(date)).toBe(startOfAucklandDay(next));
  });
});

describe("startOf('day') on a day the clocks change", () => {
  it("dayjs 1.11: startOf('day') on a zone-aware object uses the offset of the instant it started from", () => {
    // Noon on 5 April is NZST (+12); the day started at +13, an hour earlier than dayjs says.
    expect(iso(dayjs.tz('2026-04-05 12:00', ZONE).startOf('day').valueOf())).toBe('2026-04-04T12:00:00.000Z');
    // Noon on 27 September is NZDT (+13); the day started at +12, an hour later than dayjs says.
    expect(iso(dayjs.tz('2026-09-27 12:00', ZONE).startOf('day').valueOf())).toBe('2026-09-26T11:00:00.000Z');
  });

  it('the calendar: the day starts at its real midnight', () => {
    expect(iso(startOfAucklandDay('2026-04-05'))).toBe('2026-04-04T11:00:00.000Z');
    expect(iso(startOfAucklandDay('2026-09-27'))).toBe('2026-09-26T12:00:00.000Z');
  });
});

describe('parsing a date string in the zone', () => {
  it('dayjs.tz(date, zone) is right at midnight, on both sides of both changes: the calendar builds on it', () => {
    expect(dayjs.tz('2026-04-05', ZONE).format()).toBe('2026-04-05T00:00:00+13:00');
    expect(dayjs.tz('2026-04-06', ZONE).format()).toBe('2026-04-06T00:00:00+12:00');
    expect(dayjs.tz('2026-09-27', ZONE).format()).toBe('2026-09-27T00:00:00+12:00');
    expect(dayjs.tz('2026-09-28', ZONE).format()).toBe('2026-09-28T00:00:00+13:00');
    expect(startOfAucklandDay('2026-04-05')).toBe(dayjs.tz('2026-04-05', ZONE).valueOf());
  });

  it('dayjs 1.11: dayjs.tz(string, zone) reads a string with an offset as Auckland wall time and drops the offset', () => {
    expect(iso(dayjs.tz('2026-04-04T12:30:00Z', ZONE).valueOf())).not.toBe('2026-04-04T12:30:00.000Z');
  });

  it('the calendar: an instant written with an offset is read as that instant', () => {
    // 12:30 UTC on 4 April is 01:30 on 5 April in Auckland.
    expect(formatDate('2026-04-04T12:30:00Z', 'YYYY-MM-DD')).toBe('2026-04-05');
  });

  it('dayjs 1.11: 30 February rolls over into March, and a year before 100 is read as 19xx', () => {
    expect(dayjs.utc('2026-02-30').format('YYYY-MM-DD')).toBe('2026-03-02');
    expect(dayjs.utc('0099-01-01').year()).toBe(1999);
  });

  it('the calendar: refuses both', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('0099-01-01')).toBe(false);
    expect(() => startOfAucklandDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('a wall time that comes twice', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("dayjs 1.11: dayjs.tz picks one of the two 2:30ams by today's offset, so the answer depends on the season", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T00:00:00Z')); // summer: NZDT
    const inSummer = dayjs.tz('2026-04-05 02:30', ZONE).valueOf();
    vi.setSystemTime(new Date('2026-07-15T00:00:00Z')); // winter: NZST
    const inWinter = dayjs.tz('2026-04-05 02:30', ZONE).valueOf();
    expect(inWinter - inSummer).toBe(3_600_000);
  });

  it('the calendar: always the first, in daylight time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T00:00:00Z'));
    const inSummer = aucklandInstant('2026-04-05', 2, 30);
    vi.setSystemTime(new Date('2026-07-15T00:00:00Z'));
    const inWinter = aucklandInstant('2026-04-05', 2, 30);
    expect(iso(inSummer)).toBe('2026-04-04T13:30:00.000Z');
    expect(inWinter).toBe(inSummer);
  });
});

describe('calendar arithmetic is done in UTC mode, where days are days', () => {
  it('counts the 23- and 25-hour days as one day each', () => {
    expect(daysBetween('2026-09-27', '2026-09-28')).toBe(1);
    expect(daysBetween('2026-04-05', '2026-04-06')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-11-01')).toBe(245);
  });

  it('the calendar: the last day of the month, and its end is the next month’s first midnight', () => {
    expect(endOfMonth('2026-04-01')).toBe('2026-04-30');
    expect(iso(endOfAucklandDay(endOfMonth('2026-04-01')))).toBe('2026-04-30T12:00:00.000Z');
  });

  it("adds a month to the 31st as the month's last day, not into the month after", () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
  });
});

describe('weeks start on Sunday whatever locale dayjs has loaded', () => {
  afterEach(() => {
    dayjs.locale('en');
  });

  it("dayjs 1.11: startOf('week') follows the global locale, and en-nz's week starts on Monday", () => {
    dayjs.locale('en-nz');
    expect(dayjs.utc('2026-04-08').startOf('week').format('YYYY-MM-DD')).toBe('2026-04-06');
  });

  it('the calendar: Sunday, and English month names, even with en-nz loaded', () => {
    dayjs.locale('en-nz');
    expect(startOfWeek('2026-04-08')).toBe('2026-04-05');
    expect(formatDate('2026-09-08', 'DD MMM YYYY')).toBe('08 Sep 2026');
  });
});
