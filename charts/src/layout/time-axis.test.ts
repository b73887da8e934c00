import { describe, expect, it } from 'vitest';
import { pointCalendar } from '../model/point-calendar.js';
import { pointTime, type Granularity } from '../model/usage.js';
import { demoDaily, demoHourly, demoMonthly } from '../test/demo-usage.js';
import type { AucklandWallClock } from '@harakeke/design-system';
import { MIN_TICK_SPACING, timeTicks, type TimeTick } from './time-axis.js';

/** The plot width of a chart 640 px wide (jsdom's default) once its axes' margins are taken off. */
const PLOT_WIDTH = 576;

const hourly = (from: string, days: number) => demoHourly(from, days).map(pointTime);
const daily = (from: string, days: number) => demoDaily({ from, days }).map(pointTime);
const monthly = (from: string, months: number) => demoMonthly(from, months).map(pointTime);

const labelsOf = (ticks: readonly TimeTick[]) => ticks.map((tick) => tick.label);
const twelveHour = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'am' : 'pm'}`;

/** Each tick of an hourly axis names the wall-clock hour of the point it stands at. */
function expectTicksAtTheirHours(ticks: readonly TimeTick[], times: readonly AucklandWallClock[]) {
  ticks.forEach((tick) => expect(tick.label, `tick at ${tick.index}`).toBe(twelveHour(times[tick.index]?.hour ?? -1)));
}

function expectSpaced(ticks: readonly TimeTick[], step: number) {
  ticks.slice(1).forEach((tick, i) => {
    const previous = ticks[i] as TimeTick;
    expect((tick.index - previous.index) * step, `${previous.label} → ${tick.label}`).toBeGreaterThanOrEqual(
      MIN_TICK_SPACING,
    );
  });
}

describe('timeTicks: hours of one day', () => {
  it('ticks every hour of an ordinary day when there is room: 24 ticks, 12am to 11pm', () => {
    const times = hourly('2026-06-10', 1);
    const ticks = timeTicks(times, 'HOURLY', 60);
    expect(ticks.map((tick) => tick.index)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(labelsOf(ticks)).toEqual(Array.from({ length: 24 }, (_, hour) => twelveHour(hour)));
  });

  it('thins to every third hour at the width of a 640 px chart', () => {
    const times = hourly('2026-06-10', 1);
    const ticks = timeTicks(times, 'HOURLY', PLOT_WIDTH / times.length);
    expect(labelsOf(ticks)).toEqual(['12am', '3am', '6am', '9am', '12pm', '3pm', '6pm', '9pm']);
    expect(ticks.map((tick) => tick.index)).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
  });

  describe('5 April 2026: the clocks go back, 25 hours', () => {
    const times = hourly('2026-04-05', 1);

    it('ticks all 25 real hours when there is room, the two 2am hours (NZDT, then NZST) each once', () => {
      expect(times).toHaveLength(25);
      const ticks = timeTicks(times, 'HOURLY', 60);
      expect(ticks.map((tick) => tick.index)).toEqual(Array.from({ length: 25 }, (_, index) => index));
      expect(labelsOf(ticks).slice(0, 5)).toEqual(['12am', '1am', '2am', '2am', '3am']);
      expectTicksAtTheirHours(ticks, times);
      const twoAms = ticks.filter((tick) => tick.label === '2am').map((tick) => times[tick.index]?.daylightSaving);
      expect(twoAms).toEqual([true, false]);
      // Every other hour of the clock is labelled exactly once.
      const others = labelsOf(ticks).filter((label) => label !== '2am');
      expect(new Set(others).size).toBe(others.length);
      expect(others).toHaveLength(23);
    });

    it('at a 640 px chart, ticks every third hour where those hours really are, no label twice', () => {
      const step = PLOT_WIDTH / times.length;
      const ticks = timeTicks(times, 'HOURLY', step);
      expect(labelsOf(ticks)).toEqual(['12am', '3am', '6am', '9am', '12pm', '3pm', '6pm', '9pm']);
      // 3am is the fifth hour of this day, not the fourth.
      expect(ticks.map((tick) => tick.index)).toEqual([0, 4, 7, 10, 13, 16, 19, 22]);
      expectTicksAtTheirHours(ticks, times);
      expectSpaced(ticks, step);
    });
  });

  describe('27 September 2026: the clocks go forward, 23 hours', () => {
    const times = hourly('2026-09-27', 1);

    it('ticks all 23 real hours when there is room, and no 2am', () => {
      expect(times).toHaveLength(23);
      const ticks = timeTicks(times, 'HOURLY', 60);
      expect(ticks).toHaveLength(23);
      expect(labelsOf(ticks).slice(0, 4)).toEqual(['12am', '1am', '3am', '4am']);
      expect(labelsOf(ticks)).not.toContain('2am');
      expect(new Set(labelsOf(ticks)).size).toBe(23);
      expectTicksAtTheirHours(ticks, times);
    });

    it('ticks every third hour where those hours really are when 12am to 3am has room', () => {
      const ticks = timeTicks(times, 'HOURLY', 30);
      expect(labelsOf(ticks)).toEqual(['12am', '3am', '6am', '9am', '12pm', '3pm', '6pm', '9pm']);
      // 3am is the third hour of this day: 12am and 3am stand two hours apart.
      expect(ticks.map((tick) => tick.index)).toEqual([0, 2, 5, 8, 11, 14, 17, 20]);
      expectTicksAtTheirHours(ticks, times);
    });

    it('at a 640 px chart, where 12am and 3am (two hours apart) would touch, ticks every sixth hour', () => {
      const step = PLOT_WIDTH / times.length;
      const ticks = timeTicks(times, 'HOURLY', step);
      expect(labelsOf(ticks)).toEqual(['12am', '6am', '12pm', '6pm']);
      expectTicksAtTheirHours(ticks, times);
      expectSpaced(ticks, step);
    });
  });

  it('names the day at midnight when hours span more than one day', () => {
    const times = hourly('2026-06-10', 2);
    const ticks = timeTicks(times, 'HOURLY', 20);
    // prettier-ignore
    expect(labelsOf(ticks)).toEqual([
      '10 Jun', '3am', '6am', '9am', '12pm', '3pm', '6pm', '9pm',
      '11 Jun', '3am', '6am', '9am', '12pm', '3pm', '6pm', '9pm',
    ]);
  });
});

describe('timeTicks: hours of a week and a year', () => {
  it('ticks each day of an hourly week, at its first hour, through the 23-hour day', () => {
    const times = hourly('2026-09-23', 7);
    expect(times).toHaveLength(7 * 24 - 1);
    const ticks = timeTicks(times, 'HOURLY', PLOT_WIDTH / times.length);
    expect(labelsOf(ticks)).toEqual(['23 Sep', '24 Sep', '25 Sep', '26 Sep', '27 Sep', '28 Sep', '29 Sep']);
    // 27 September has 23 hours, so 28 September starts at 119, not 120.
    expect(ticks.map((tick) => tick.index)).toEqual([0, 24, 48, 72, 96, 119, 143]);
    ticks.forEach((tick) => expect(times[tick.index]?.hour).toBe(0));
  });

  describe('a year of hours (8,760 points)', () => {
    const times = hourly('2025-01-01', 365);

    it('has 8,760 points: the 23- and 25-hour days cancel out', () => {
      expect(times).toHaveLength(8760);
    });

    it('ticks quarters at a 640 px chart, the first with its year', () => {
      const step = PLOT_WIDTH / times.length;
      const ticks = timeTicks(times, 'HOURLY', step);
      expect(labelsOf(ticks)).toEqual(['Jan 2025', 'Apr', 'Jul', 'Oct']);
      ticks.forEach((tick) => expect(times[tick.index]).toMatchObject({ day: 1, hour: 0 }));
      expectSpaced(ticks, step);
    });

    it('ticks months on a wide chart, each at the first hour of the month', () => {
      const step = 1200 / times.length;
      const ticks = timeTicks(times, 'HOURLY', step);
      expect(labelsOf(ticks)).toEqual([
        'Jan 2025',
        'Feb',
        'Mar',
        'Apr',
        'May',
        'Jun',
        'Jul',
        'Aug',
        'Sep',
        'Oct',
        'Nov',
        'Dec',
      ]);
      ticks.forEach((tick) => {
        expect(times[tick.index]).toMatchObject({ day: 1, hour: 0, minute: 0 });
        if (tick.index > 0) expect(times[tick.index - 1]?.day).not.toBe(1);
      });
      expectSpaced(ticks, step);
    });
  });
});

describe('timeTicks: days and months', () => {
  it('ticks every day of a month when there is room', () => {
    const times = daily('2026-05-01', 31);
    const ticks = timeTicks(times, 'DAILY', 60);
    expect(ticks).toHaveLength(31);
    expect(labelsOf(ticks).slice(0, 3)).toEqual(['1 May', '2 May', '3 May']);
    expect(ticks.at(-1)).toEqual({ index: 30, label: '31 May' });
  });

  it('ticks weeks, on Sundays (spec 2 §1), for a month of days at a 640 px chart', () => {
    const times = daily('2026-05-01', 31);
    const step = PLOT_WIDTH / times.length;
    const ticks = timeTicks(times, 'DAILY', step);
    expect(labelsOf(ticks)).toEqual(['3 May', '10 May', '17 May', '24 May', '31 May']);
    ticks.forEach((tick) => expect(times[tick.index]?.weekday).toBe(0));
    expectSpaced(ticks, step);
  });

  it('treats a bill window like days', () => {
    const times = daily('2026-04-12', 32);
    expect(timeTicks(times, 'BILL_WINDOW', 18)).toEqual(timeTicks(times, 'DAILY', 18));
  });

  it('ticks every month of 25 months when there is room, with the year on the first and on each January', () => {
    const times = monthly('2024-10', 25);
    const ticks = timeTicks(times, 'MONTHLY', 60);
    expect(ticks).toHaveLength(25);
    expect(labelsOf(ticks).slice(0, 5)).toEqual(['Oct 2024', 'Nov', 'Dec', 'Jan 2025', 'Feb']);
    expect(labelsOf(ticks).filter((label) => label.includes(' '))).toEqual(['Oct 2024', 'Jan 2025', 'Jan 2026']);
  });

  it('ticks quarters of 25 months at a 640 px chart, with their years', () => {
    const times = monthly('2024-10', 25);
    const step = PLOT_WIDTH / times.length;
    const ticks = timeTicks(times, 'MONTHLY', step);
    expect(labelsOf(ticks)).toEqual(['Oct 2024', 'Jan 2025', 'Apr', 'Jul', 'Oct', 'Jan 2026', 'Apr', 'Jul', 'Oct']);
    expectSpaced(ticks, step);
  });

  it('falls back to years on a 320 px phone, dropping one that would touch the one before', () => {
    const times = monthly('2024-10', 25);
    const step = (320 - 64) / times.length;
    const ticks = timeTicks(times, 'MONTHLY', step);
    expect(labelsOf(ticks)).toEqual(['2024', '2026']);
    expectSpaced(ticks, step);
  });

  it('gives no ticks to no points', () => {
    expect(timeTicks([], 'DAILY', 10)).toEqual([]);
  });

  it('gives a single point its own tick', () => {
    expect(timeTicks(daily('2026-03-18', 1), 'DAILY', 500)).toEqual([{ index: 0, label: '18 Mar' }]);
  });
});

describe('timeTicks: labels never touch', () => {
  const cases: Array<{ name: string; granularity: Granularity; times: AucklandWallClock[] }> = [
    { name: 'an hourly day', granularity: 'HOURLY', times: hourly('2026-06-10', 1) },
    { name: 'the 25-hour day', granularity: 'HOURLY', times: hourly('2026-04-05', 1) },
    { name: 'the 23-hour day', granularity: 'HOURLY', times: hourly('2026-09-27', 1) },
    { name: 'an hourly week', granularity: 'HOURLY', times: hourly('2026-09-23', 7) },
    { name: 'an hourly month', granularity: 'HOURLY', times: hourly('2026-03-20', 31) },
    { name: 'an hourly year', granularity: 'HOURLY', times: hourly('2026-01-01', 365) },
    { name: 'a month of days', granularity: 'DAILY', times: daily('2026-05-01', 31) },
    { name: 'a year of days', granularity: 'DAILY', times: daily('2025-07-01', 365) },
    { name: 'three years of days', granularity: 'DAILY', times: daily('2024-01-01', 3 * 365) },
    { name: '25 months', granularity: 'MONTHLY', times: monthly('2024-10', 25) },
    { name: '5 years of months', granularity: 'MONTHLY', times: monthly('2021-01', 60) },
  ];

  it.each(cases)('for $name at every chart width from 200 to 1,400 px', ({ times, granularity }) => {
    for (let width = 200; width <= 1400; width += 40) {
      const step = width / times.length;
      const ticks = timeTicks(times, granularity, step);
      expect(ticks.length, `${width} px`).toBeGreaterThan(0);
      expectSpaced(ticks, step);
      // In order, each at a distinct point.
      ticks.slice(1).forEach((tick, i) => expect(tick.index).toBeGreaterThan((ticks[i] as TimeTick).index));
    }
  });
});

describe('timeTicks: from the points’ calendar', () => {
  const cases = [
    { name: 'a year of hours through both changes', granularity: 'HOURLY', points: demoHourly('2025-07-01', 365) },
    { name: 'an hourly week through the 23-hour day', granularity: 'HOURLY', points: demoHourly('2026-09-23', 7) },
    { name: 'the 25-hour day', granularity: 'HOURLY', points: demoHourly('2026-04-05', 1) },
    { name: 'a year of days', granularity: 'DAILY', points: demoDaily({ from: '2025-07-01', days: 365 }) },
    { name: '25 months', granularity: 'MONTHLY', points: demoMonthly('2024-10', 25) },
  ] as const;

  it.each(cases)('ticks $name as from each point’s wall clock, at every width', ({ granularity, points }) => {
    const calendar = pointCalendar(points);
    const times = points.map(pointTime);
    for (let width = 120; width <= 2400; width += 70) {
      const step = width / points.length;
      expect(timeTicks(calendar, granularity, step), `${width} px`).toEqual(timeTicks(times, granularity, step));
    }
  });
});
