import {
  aucklandDayOf,
  aucklandWallClock,
  hoursOfAucklandDay,
  startOfAucklandDay,
  type AucklandWallClock,
} from '@harakeke/design-system';
import { describe, expect, it } from 'vitest';
import { demoDaily, demoHourly, demoMonthly } from '../test/demo-usage.js';
import {
  asPointCalendar,
  dateAt,
  dayAt,
  pointCalendar,
  pointCalendarOfClocks,
  wallClockAt,
  type PointCalendar,
} from './point-calendar.js';
import { pointTime } from './usage.js';

/** A point's clock as the tests read it: '2026-04-05 2:00 NZDT'. */
const clockOf = (time: AucklandWallClock) =>
  `${time.date} ${time.hour}:${String(time.minute).padStart(2, '0')} ${time.daylightSaving ? 'NZDT' : 'NZST'}`;

const clocksOf = (calendar: PointCalendar) =>
  Array.from({ length: calendar.count }, (_, index) => clockOf(wallClockAt(calendar, index)));

/** Every point's columns and clock agree with the calendar's own wall clock of its instant. */
function expectSameAsTheCalendar(calendar: PointCalendar) {
  for (let index = 0; index < calendar.count; index += 1) {
    const instant = calendar.instants[index] as number;
    const clock = aucklandWallClock(instant);
    expect(wallClockAt(calendar, index), new Date(instant).toISOString()).toEqual(clock);
    expect(calendar.hours[index]).toBe(clock.hour);
    expect(calendar.minutes[index]).toBe(clock.minute);
    expect(dateAt(calendar, index)).toBe(clock.date);
  }
}

describe('pointCalendar: hours', () => {
  describe('5 April 2026, the clocks go back: a 25-hour day', () => {
    const calendar = pointCalendar(demoHourly('2026-04-05', 1));

    it('keeps 25 hours on one day, the 2am hour twice, first in daylight time then in standard time', () => {
      expect(calendar.count).toBe(25);
      expect(calendar.days.map((day) => day.date)).toEqual(['2026-04-05']);
      expect([...calendar.dayIndex]).toEqual(Array.from({ length: 25 }, () => 0));
      expect([...calendar.hours]).toEqual([0, 1, 2, 2, ...Array.from({ length: 21 }, (_, hour) => hour + 3)]);
      expect(clocksOf(calendar).slice(1, 5)).toEqual([
        '2026-04-05 1:00 NZDT',
        '2026-04-05 2:00 NZDT',
        '2026-04-05 2:00 NZST',
        '2026-04-05 3:00 NZST',
      ]);
    });

    it('marks the day as one whose clocks change, and agrees with the calendar at every hour', () => {
      expect(calendar.days[0]?.clocksChange).toBe(Date.parse('2026-04-04T14:00:00Z'));
      expectSameAsTheCalendar(calendar);
    });
  });

  describe('27 September 2026, the clocks go forward: a 23-hour day', () => {
    const calendar = pointCalendar(demoHourly('2026-09-27', 1));

    it('keeps 23 hours on one day, with no 2am', () => {
      expect(calendar.count).toBe(23);
      expect(calendar.days.map((day) => day.date)).toEqual(['2026-09-27']);
      expect([...calendar.hours]).toEqual([0, 1, ...Array.from({ length: 21 }, (_, hour) => hour + 3)]);
      expect(clocksOf(calendar).slice(1, 3)).toEqual(['2026-09-27 1:00 NZST', '2026-09-27 3:00 NZDT']);
    });

    it('marks the day as one whose clocks change, and agrees with the calendar at every hour', () => {
      expect(calendar.days[0]?.clocksChange).toBe(Date.parse('2026-09-26T14:00:00Z'));
      expectSameAsTheCalendar(calendar);
    });
  });

  describe('a year of hours, 1 July 2025 to 30 June 2026 (8,760 points)', () => {
    const points = demoHourly('2025-07-01', 365);
    const calendar = pointCalendar(points);

    it('has one numeric array of the points’ instants, in order', () => {
      expect(calendar.instants).toBeInstanceOf(Float64Array);
      expect([...calendar.instants]).toEqual(points.map((point) => Date.parse(point.start)));
    });

    it('works out 365 days, each once, and files every hour under its own', () => {
      expect(calendar.days).toHaveLength(365);
      expect(calendar.days[0]).toMatchObject({ date: '2025-07-01', year: 2025, month: 7, day: 1, weekday: 2 });
      expect(calendar.days.at(-1)).toMatchObject({ date: '2026-06-30', weekday: 2 });
      calendar.days.forEach((day) => {
        expect(day.start).toBe(startOfAucklandDay(day.date));
        expect(calendar.dayIndex.filter((index) => calendar.days[index] === day)).toHaveLength(
          hoursOfAucklandDay(day.date).length,
        );
      });
    });

    it('knows which two days the clocks change on, and each other day’s one offset', () => {
      const changing = calendar.days.filter((day) => day.clocksChange !== undefined).map((day) => day.date);
      expect(changing).toEqual(['2025-09-28', '2026-04-05']);
      expect(calendar.days.find((day) => day.date === '2025-07-01')?.startOffsetMinutes).toBe(720);
      expect(calendar.days.find((day) => day.date === '2026-01-01')?.startOffsetMinutes).toBe(780);
    });

    it('gives every hour the same wall clock as the calendar, both changes included', () => {
      expectSameAsTheCalendar(calendar);
    });
  });

  it('reads an hour by its offset: the two 2am hours of the day the clocks go back', () => {
    const calendar = pointCalendar([
      { start: '2026-04-05T02:00:00+13:00' },
      { start: '2026-04-05T02:00:00+12:00' },
      { start: '2026-06-09T12:30:00Z' },
    ]);
    expect(clocksOf(calendar)).toEqual(['2026-04-05 2:00 NZDT', '2026-04-05 2:00 NZST', '2026-06-10 0:30 NZST']);
    expect(calendar.days.map((day) => day.date)).toEqual(['2026-04-05', '2026-06-10']);
    expectSameAsTheCalendar(calendar);
  });

  it('works a day out once: calendars over the same days share the calendar’s own day', () => {
    const first = pointCalendar(demoHourly('2026-03-01', 2));
    const again = pointCalendar(demoHourly('2026-03-01', 2));
    expect(again.days[0]).toBe(first.days[0]);
    expect(again.days[1]).toBe(first.days[1]);
    expect(first.days[1]).toBe(aucklandDayOf('2026-03-02'));
  });
});

describe('pointCalendar: days and months', () => {
  it('starts each day at its Auckland midnight, one day per point, the 23- and 25-hour days too', () => {
    const points = demoDaily({ from: '2026-04-03', days: 5 });
    const calendar = pointCalendar(points);
    expect(calendar.days.map((day) => day.date)).toEqual(points.map((point) => point.start));
    expect([...calendar.dayIndex]).toEqual([0, 1, 2, 3, 4]);
    expect([...calendar.instants]).toEqual(points.map((point) => startOfAucklandDay(point.start)));
    expect([...calendar.hours]).toEqual([0, 0, 0, 0, 0]);
    expectSameAsTheCalendar(calendar);
    expect(calendar.days.map((day) => day.end - day.start)).toEqual([24, 24, 25, 24, 24].map((h) => h * 3_600_000));
  });

  it('starts each month at the midnight of its first day, across the clocks’ changes', () => {
    const calendar = pointCalendar(demoMonthly('2025-08', 14));
    expect(calendar.days.map((day) => day.date)).toEqual(demoMonthly('2025-08', 14).map((point) => point.start));
    expect(calendar.days.map((day) => day.startOffsetMinutes)).toEqual(
      // Daylight time (+13) from 28 September 2025 to 5 April 2026: October's to April's first midnights.
      [720, 720, 780, 780, 780, 780, 780, 780, 780, 720, 720, 720, 720, 720],
    );
    expectSameAsTheCalendar(calendar);
  });

  it('agrees with pointTime for every point', () => {
    const points = [...demoDaily({ from: '2025-09-20', days: 20 }), ...demoMonthly('2026-01', 3)];
    const calendar = pointCalendar(points);
    points.forEach((point, index) => expect(wallClockAt(calendar, index)).toEqual(pointTime(point)));
  });

  it('has no days for no points', () => {
    const calendar = pointCalendar([]);
    expect(calendar.count).toBe(0);
    expect(calendar.days).toEqual([]);
  });

  it.each(['not a date', '2026-02-30', '2026-13-01', ''])('rejects %j with a RangeError', (start) => {
    expect(() => pointCalendar([{ start }])).toThrow(RangeError);
  });
});

describe('pointCalendarOfClocks', () => {
  it('gives the calendar of the points the clocks came from, through both of a year’s changes', () => {
    const points = [...demoHourly('2026-04-04', 3), ...demoHourly('2026-09-26', 3)];
    const fromPoints = pointCalendar(points);
    const fromClocks = pointCalendarOfClocks(points.map(pointTime));
    expect([...fromClocks.instants]).toEqual([...fromPoints.instants]);
    expect([...fromClocks.dayIndex]).toEqual([...fromPoints.dayIndex]);
    expect([...fromClocks.hours]).toEqual([...fromPoints.hours]);
    expect([...fromClocks.minutes]).toEqual([...fromPoints.minutes]);
    expect(fromClocks.days.map((day) => day.date)).toEqual(fromPoints.days.map((day) => day.date));
    expectSameAsTheCalendar(fromClocks);
  });

  it('is what asPointCalendar makes of clocks; a calendar passes through as it is', () => {
    const calendar = pointCalendar(demoDaily({ from: '2026-05-01', days: 3 }));
    expect(asPointCalendar(calendar)).toBe(calendar);
    const clocks = demoDaily({ from: '2026-05-01', days: 3 }).map(pointTime);
    expect(asPointCalendar(clocks).days.map((day) => day.date)).toEqual(['2026-05-01', '2026-05-02', '2026-05-03']);
  });
});

describe('dayAt and wallClockAt', () => {
  it('throw a RangeError for an index without a point', () => {
    const calendar = pointCalendar(demoDaily({ from: '2026-05-01', days: 2 }));
    expect(dayAt(calendar, 1).date).toBe('2026-05-02');
    expect(wallClockAt(calendar, 1).date).toBe('2026-05-02');
    expect(() => dayAt(calendar, 2)).toThrow(RangeError);
    expect(() => wallClockAt(calendar, 2)).toThrow(RangeError);
  });
});
