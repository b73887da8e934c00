import { describe, expect, it } from 'vitest';
import { pointCalendar } from '../model/point-calendar.js';
import { pointTime } from '../model/usage.js';
import { demoDaily, demoHourly, demoMonthly } from '../test/demo-usage.js';
import { addDays, type AucklandWallClock } from '@harakeke/design-system';
import { pageNameOf, pageTarget } from './paging.js';

const hourly = (from: string, days: number) => demoHourly(from, days).map(pointTime);

/** The point of a date and clock hour; the second of two when `repeat` (the 2am that comes back). */
function indexOf(times: readonly AucklandWallClock[], date: string, hour: number, repeat = false): number {
  const matches = times.flatMap((time, index) => (time.date === date && time.hour === hour ? [index] : []));
  const index = matches[repeat ? 1 : 0];
  if (index === undefined) throw new Error(`No ${hour}:00 on ${date}`);
  return index;
}

const wallClock = (time: AucklandWallClock | undefined) =>
  time ? `${time.date} ${time.hour}:00 ${time.daylightSaving ? 'NZDT' : 'NZST'}` : 'none';

describe('pageTarget: days page by a week', () => {
  const times = demoDaily({ from: '2026-03-01', days: 45 }).map(pointTime);

  it.each([
    { from: 0, direction: 1, to: 7, why: 'a week on' },
    { from: 10, direction: 1, to: 17, why: 'a week on from the middle' },
    { from: 17, direction: -1, to: 10, why: 'a week back' },
    { from: 3, direction: -1, to: 0, why: 'clamped at the first day' },
    { from: 0, direction: -1, to: 0, why: 'already at the first day' },
    { from: 40, direction: 1, to: 44, why: 'clamped at the last day' },
    { from: 44, direction: 1, to: 44, why: 'already at the last day' },
  ] as const)('$from → $to ($why)', ({ from, direction, to }) => {
    expect(pageTarget(times, from, direction, 'DAILY')).toBe(to);
  });

  it('lands on the same weekday across the change of clocks (5 April 2026)', () => {
    const from = times.findIndex((time) => time.date === '2026-04-01');
    expect(times[pageTarget(times, from, 1, 'DAILY')]?.date).toBe('2026-04-08');
  });

  it('pages a bill window by a week too', () => {
    expect(pageTarget(times, 2, 1, 'BILL_WINDOW')).toBe(9);
    expect(pageNameOf.BILL_WINDOW).toBe('a week');
    expect(pageNameOf.DAILY).toBe('a week');
  });
});

describe('pageTarget: hours page by a day, to the same clock hour', () => {
  // 3 to 7 April 2026 (5 April has 25 hours) and 25 to 29 September 2026 (27 September has 23).
  const april = hourly('2026-04-03', 5);
  const september = hourly('2026-09-25', 5);

  it.each([
    { from: ['2026-04-03', 14], to: '2026-04-04 14:00 NZDT', why: 'an ordinary day' },
    { from: ['2026-04-04', 9], to: '2026-04-05 9:00 NZST', why: 'onto the 25-hour day, after the change' },
    { from: ['2026-04-04', 1], to: '2026-04-05 1:00 NZDT', why: 'onto the 25-hour day, before the change' },
    { from: ['2026-04-04', 2], to: '2026-04-05 2:00 NZDT', why: 'to the first of the two 2am hours' },
    { from: ['2026-04-05', 9], to: '2026-04-06 9:00 NZST', why: 'off the 25-hour day' },
    { from: ['2026-04-05', 23], to: '2026-04-06 23:00 NZST', why: 'the last hour of the 25-hour day' },
  ] as const)('$why: $from → $to', ({ from, to }) => {
    expect(wallClock(april[pageTarget(april, indexOf(april, from[0], from[1]), 1, 'HOURLY')])).toBe(to);
  });

  it('moves from the second (NZST) 2am of 5 April to 2am the next day', () => {
    const second = indexOf(april, '2026-04-05', 2, true);
    expect(wallClock(april[second])).toBe('2026-04-05 2:00 NZST');
    expect(wallClock(april[pageTarget(april, second, 1, 'HOURLY')])).toBe('2026-04-06 2:00 NZST');
  });

  it.each([
    { from: ['2026-04-06', 9], to: '2026-04-05 9:00 NZST', why: 'back onto the 25-hour day' },
    { from: ['2026-04-06', 2], to: '2026-04-05 2:00 NZDT', why: 'back to the first 2am' },
    { from: ['2026-04-05', 9], to: '2026-04-04 9:00 NZDT', why: 'back off the 25-hour day' },
  ] as const)('back a day, $why: $from → $to', ({ from, to }) => {
    expect(wallClock(april[pageTarget(april, indexOf(april, from[0], from[1]), -1, 'HOURLY')])).toBe(to);
  });

  it.each([
    { from: ['2026-09-26', 2], direction: 1, to: '2026-09-27 3:00 NZDT', why: 'to 3am, since 2am does not exist' },
    {
      from: ['2026-09-28', 2],
      direction: -1,
      to: '2026-09-27 3:00 NZDT',
      why: 'back to 3am, since 2am does not exist',
    },
    { from: ['2026-09-26', 1], direction: 1, to: '2026-09-27 1:00 NZST', why: 'the hour before the gap' },
    { from: ['2026-09-26', 3], direction: 1, to: '2026-09-27 3:00 NZDT', why: 'the hour after the gap' },
    { from: ['2026-09-26', 18], direction: 1, to: '2026-09-27 18:00 NZDT', why: 'an evening across the 23-hour day' },
    { from: ['2026-09-27', 18], direction: 1, to: '2026-09-28 18:00 NZDT', why: 'off the 23-hour day' },
    { from: ['2026-09-28', 18], direction: -1, to: '2026-09-27 18:00 NZDT', why: 'back onto the 23-hour day' },
    { from: ['2026-09-27', 3], direction: 1, to: '2026-09-28 3:00 NZDT', why: 'from the hour after the gap' },
  ] as const)('$why: $from → $to', ({ from, direction, to }) => {
    const target = pageTarget(september, indexOf(september, from[0], from[1]), direction, 'HOURLY');
    expect(wallClock(september[target])).toBe(to);
  });

  it('lands on the same clock hour a day on and a day back from every hour of both stretches, or 3am in the gap', () => {
    for (const times of [april, september]) {
      const lastDate = times.at(-1)?.date;
      times.forEach((time, index) => {
        if (time.date === lastDate) return; // no next day: clamped, checked below
        const target = times[pageTarget(times, index, 1, 'HOURLY')];
        expect(target?.date, wallClock(time)).toBe(addDays(time.date, 1));
        expect(target?.hour, wallClock(time)).toBe(time.hour === 2 && target?.date === '2026-09-27' ? 3 : time.hour);
      });
      const firstDate = times[0]?.date;
      times.forEach((time, index) => {
        if (time.date === firstDate) return; // no day before: clamped, checked below
        const target = times[pageTarget(times, index, -1, 'HOURLY')];
        expect(target?.date, wallClock(time)).toBe(addDays(time.date, -1));
        expect(target?.hour, wallClock(time)).toBe(time.hour === 2 && target?.date === '2026-09-27' ? 3 : time.hour);
      });
    }
  });

  it('stops at the first and last hours', () => {
    expect(pageTarget(april, 5, -1, 'HOURLY')).toBe(0);
    expect(pageTarget(april, april.length - 3, 1, 'HOURLY')).toBe(april.length - 1);
    expect(pageTarget(april, april.length - 1, 1, 'HOURLY')).toBe(april.length - 1);
    expect(pageNameOf.HOURLY).toBe('a day');
  });
});

describe('pageTarget: months page by a year', () => {
  const times = demoMonthly('2024-10', 25).map(pointTime);

  it.each([
    { from: 0, direction: 1, to: 12, why: 'Oct 2024 → Oct 2025' },
    { from: 12, direction: 1, to: 24, why: 'Oct 2025 → Oct 2026' },
    { from: 14, direction: -1, to: 2, why: 'Dec 2025 → Dec 2024' },
    { from: 15, direction: 1, to: 24, why: 'clamped at the last month' },
    { from: 5, direction: -1, to: 0, why: 'clamped at the first month' },
  ] as const)('$from → $to ($why)', ({ from, direction, to }) => {
    expect(pageTarget(times, from, direction, 'MONTHLY')).toBe(to);
  });

  it('lands on the same month of the next year', () => {
    const target = times[pageTarget(times, 3, 1, 'MONTHLY')];
    expect(target).toMatchObject({ year: 2026, month: 1 });
    expect(pageNameOf.MONTHLY).toBe('a year');
  });
});

describe('pageTarget: out of range', () => {
  it('stays put when the index has no point', () => {
    expect(pageTarget([], 0, 1, 'DAILY')).toBe(0);
  });
});

describe('pageTarget: from the points’ calendar', () => {
  it.each([
    { name: 'hour of days the clocks go forward', granularity: 'HOURLY', points: demoHourly('2025-09-26', 4) },
    { name: 'hour of days the clocks go back', granularity: 'HOURLY', points: demoHourly('2026-04-03', 4) },
    { name: 'days', granularity: 'DAILY', points: demoDaily({ from: '2026-03-01', days: 45 }) },
    { name: 'months', granularity: 'MONTHLY', points: demoMonthly('2024-10', 25) },
  ] as const)('goes where the wall clocks’ paging goes, from every $name', ({ granularity, points }) => {
    const calendar = pointCalendar(points);
    const times = points.map(pointTime);
    for (let index = 0; index < points.length; index += 1) {
      for (const direction of [1, -1] as const) {
        expect(pageTarget(calendar, index, direction, granularity)).toBe(
          pageTarget(times, index, direction, granularity),
        );
      }
    }
    expect(pageTarget(calendar, points.length, 1, granularity)).toBe(points.length);
  });
});
