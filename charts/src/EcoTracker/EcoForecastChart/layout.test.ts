import { describe, expect, it } from 'vitest';
import { pageTarget } from '../../layout/paging.js';
import { aucklandWallClock, hoursOfAucklandDay } from '@harakeke/design-system';
import {
  clockChangeNote,
  describeForecast,
  FORECAST_MARGINS,
  FORECAST_ROW_HEIGHT,
  forecastCells,
  hasPassed,
  layoutForecastGrid,
  type EcoForecastDay,
  type HourlyBreakdown,
} from './layout.js';

/** A day as the API gives it: one entry per real hour, its clock hour as Hour; eco-friendly where `eco` says. */
function apiDay(date: string, eco: (hour: number, index: number) => boolean = () => false): EcoForecastDay {
  const HourlyBreakdown: HourlyBreakdown[] = hoursOfAucklandDay(date).map((instant, index) => {
    const { hour } = aucklandWallClock(instant);
    return { Hour: hour, EcoFriendly: eco(hour, index) };
  });
  return { date, HourlyBreakdown };
}

const clockOf = (instant: number) => {
  const { hour, daylightSaving } = aucklandWallClock(instant);
  return `${hour} ${daylightSaving ? 'NZDT' : 'NZST'}`;
};

describe('forecastCells', () => {
  it('gives an ordinary day its 24 hours, each with the API’s forecast, and counts the eco-friendly ones', () => {
    const { cells, days } = forecastCells([apiDay('2026-06-14', (hour) => hour < 6)]);
    expect(cells).toHaveLength(24);
    expect(cells.map((cell) => cell.time.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(cells[0]?.name).toBe('Sunday 14 Jun 2026, 12:00am NZST');
    expect(days).toEqual([
      { date: '2026-06-14', name: 'Sunday 14 Jun 2026', hours: 24, ecoFriendlyHours: 6, unknownHours: 0, first: 0 },
    ]);
  });

  it('gives the day the clocks go forward 23 hours, with no 2am, and ignores an entry for 2am', () => {
    const day = apiDay('2026-09-27', () => true);
    const withTwoAm = { ...day, HourlyBreakdown: [...day.HourlyBreakdown, { Hour: 2, EcoFriendly: false }] };
    const { cells, days } = forecastCells([withTwoAm]);
    expect(cells).toHaveLength(23);
    expect(cells.map((cell) => cell.time.hour).slice(0, 4)).toEqual([0, 1, 3, 4]);
    expect(cells.map((cell) => clockOf(cell.instant)).slice(1, 3)).toEqual(['1 NZST', '3 NZDT']);
    expect(days[0]).toMatchObject({ hours: 23, ecoFriendlyHours: 23, unknownHours: 0 });
  });

  it('gives the day the clocks go back 25 hours: the first Hour 2 is 2am NZDT, the second 2am NZST', () => {
    // Only the second 2am is eco-friendly.
    const { cells, days } = forecastCells([apiDay('2026-04-05', (hour, index) => hour === 2 && index === 3)]);
    expect(cells).toHaveLength(25);
    const twoAm = cells.filter((cell) => cell.time.hour === 2);
    expect(twoAm.map((cell) => [clockOf(cell.instant), cell.repeat, cell.ecoFriendly])).toEqual([
      ['2 NZDT', 0, false],
      ['2 NZST', 1, true],
    ]);
    expect(twoAm.map((cell) => cell.name)).toEqual([
      'Sunday 05 Apr 2026, 2:00am NZDT',
      'Sunday 05 Apr 2026, 2:00am NZST',
    ]);
    expect(twoAm[1]!.instant - twoAm[0]!.instant).toBe(3_600_000);
    expect(days[0]).toMatchObject({ hours: 25, ecoFriendlyHours: 1 });
  });

  it('leaves an hour without an entry unknown: one Hour 2 on the 25-hour day forecasts only the first 2am', () => {
    const day: EcoForecastDay = {
      date: '2026-04-05',
      HourlyBreakdown: Array.from({ length: 24 }, (_, hour) => ({ Hour: hour, EcoFriendly: true })),
    };
    const { cells, days } = forecastCells([day]);
    expect(cells.filter((cell) => cell.time.hour === 2).map((cell) => cell.ecoFriendly)).toEqual([true, null]);
    expect(days[0]).toMatchObject({ hours: 25, ecoFriendlyHours: 24, unknownHours: 1 });
  });

  it('ignores entries outside 0-23 and numbers the days’ cells in order', () => {
    const first = apiDay('2026-06-14');
    const odd = {
      ...first,
      HourlyBreakdown: [...first.HourlyBreakdown, { Hour: 24, EcoFriendly: true }, { Hour: -1, EcoFriendly: true }],
    };
    const { cells, days } = forecastCells([odd, apiDay('2026-06-15')]);
    expect(cells).toHaveLength(48);
    expect(days.map((day) => [day.first, day.ecoFriendlyHours])).toEqual([
      [0, 0],
      [24, 0],
    ]);
    expect(cells[24]).toMatchObject({ day: 1, date: '2026-06-15' });
  });
});

describe('describeForecast', () => {
  it('says the days, the totals, the most and fewest, any clock change and each day’s count', () => {
    const { days } = forecastCells([
      apiDay('2026-09-26', (hour) => hour < 5),
      apiDay('2026-09-27', (hour) => hour < 3),
    ]);
    expect(describeForecast(days)).toBe(
      'Grid of the eco-friendly hours forecast by hour, Saturday 26 Sep 2026 to Sunday 27 Sep 2026, 2 days. ' +
        '7 of 47 hours are predicted to be eco-friendly. ' +
        'Most on Saturday 26 Sep 2026 (5 hours); fewest on Sunday 27 Sep 2026 (2 hours). ' +
        'The clocks go forward on Sunday 27 Sep 2026: it has 23 hours, with no 2am. ' +
        'Saturday 26 Sep 2026: 5 of 24; Sunday 27 Sep 2026: 2 of 23.',
    );
  });

  it('names the day the clocks go back, and hours without a forecast', () => {
    const { days } = forecastCells([{ date: '2026-04-05', HourlyBreakdown: [{ Hour: 1, EcoFriendly: true }] }]);
    expect(clockChangeNote(days[0]!)).toBe(
      'The clocks go back on Sunday 05 Apr 2026: it has 25 hours, with 2am twice.',
    );
    expect(describeForecast(days)).toContain('24 hours without a forecast.');
    expect(describeForecast([])).toBe('Grid of the eco-friendly hours forecast: no data.');
  });
});

describe('layoutForecastGrid', () => {
  const { cells } = forecastCells([apiDay('2026-04-04'), apiDay('2026-04-05'), apiDay('2026-09-27')]);
  const width = FORECAST_MARGINS.left + FORECAST_MARGINS.right + 3 * 100;
  const layout = layoutForecastGrid({ cells, dayCount: 3, width });
  const { left, top } = FORECAST_MARGINS;
  const indexOf = (date: string, hour: number, repeat = 0) =>
    cells.findIndex((cell) => cell.date === date && cell.time.hour === hour && cell.repeat === repeat);

  it('puts days in columns and clock hours in rows', () => {
    expect(layout.columnWidth).toBe(100);
    const box = layout.boxOf(indexOf('2026-04-04', 5));
    expect(box.x).toBeGreaterThanOrEqual(left);
    expect(box.x + box.width).toBeLessThanOrEqual(left + 100);
    expect(box.y).toBe(top + 5 * FORECAST_ROW_HEIGHT + 1);
    expect(layout.height).toBe(top + 24 * FORECAST_ROW_HEIGHT + FORECAST_MARGINS.bottom);
  });

  it('tiles the width between the margins with the days’ columns, and gives the frame its edges and middles', () => {
    expect([0, 1, 2, 3].map(layout.columnX)).toEqual([left, left + 100, left + 200, left + 300]);
    expect([0, 1, 2].map(layout.columnCentre)).toEqual([left + 50, left + 150, left + 250]);
    expect([0, 2].map(layout.columnEnd)).toEqual([left + 100, left + 300]);
    expect(layout.gridRight).toBe(width - FORECAST_MARGINS.right);
    expect(layout.rowCentre(3)).toBe(top + 3.5 * FORECAST_ROW_HEIGHT);
    expect(layout.gridBottom).toBe(layout.rowY(24));
    expect(layout.gridBottom).toBe(layout.height - FORECAST_MARGINS.bottom);
  });

  it.each([
    ['a phone', 320, 7],
    ['a card', 611, 7],
    ['a single day', 200, 1],
  ])('splits %s’s width into equal columns that end at the right margin', (_, drawing, dayCount) => {
    const grid = layoutForecastGrid({ cells, dayCount, width: drawing });
    const room = drawing - left - FORECAST_MARGINS.right;
    expect(grid.columnWidth).toBeCloseTo(room / dayCount, 10);
    for (let day = 0; day < dayCount; day += 1) {
      expect(grid.columnX(day)).toBeCloseTo(left + (day * room) / dayCount, 10);
      expect(grid.columnEnd(day)).toBeCloseTo(grid.columnX(day + 1), 10);
    }
    expect(grid.gridRight).toBeCloseTo(drawing - FORECAST_MARGINS.right, 10);
  });

  it('keeps columns 4 px wide on a drawing too narrow for them, running past the right margin', () => {
    const grid = layoutForecastGrid({ cells, dayCount: 7, width: 60 });
    expect(grid.columnWidth).toBe(4);
    expect(grid.gridRight).toBe(left + 7 * 4);
  });

  it('keeps one column’s room with no days', () => {
    const grid = layoutForecastGrid({ cells: [], dayCount: 0, width });
    expect(grid.columnWidth).toBe(300);
    expect(grid.gridRight).toBe(left);
  });

  it('splits the 2am row of the 25-hour day into two halves, first hour on the left', () => {
    const first = layout.boxOf(indexOf('2026-04-05', 2, 0));
    const second = layout.boxOf(indexOf('2026-04-05', 2, 1));
    const ordinary = layout.boxOf(indexOf('2026-04-05', 3));
    expect(first.y).toBe(second.y);
    expect(first.width).toBeLessThan(ordinary.width / 2);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    expect(layout.indexAt(second.x + 1, second.y + 2)).toBe(indexOf('2026-04-05', 2, 1));
    expect(layout.indexAt(first.x + 1, first.y + 2)).toBe(indexOf('2026-04-05', 2, 0));
  });

  it('finds the hour under a point, and the next real hour in the gap the clocks left', () => {
    const y = (hour: number) => top + hour * FORECAST_ROW_HEIGHT + FORECAST_ROW_HEIGHT / 2;
    expect(layout.indexAt(left + 50, y(7))).toBe(indexOf('2026-04-04', 7));
    expect(layout.indexAt(left + 250, y(2))).toBe(indexOf('2026-09-27', 3));
    // Outside the grid: clamped to the nearest day and hour.
    expect(layout.indexAt(0, 0)).toBe(0);
    expect(layout.indexAt(width + 50, 10_000)).toBe(cells.length - 1);
  });

  it('places an instant within its hour’s cell', () => {
    const index = indexOf('2026-04-04', 14);
    const cell = cells[index]!;
    const box = layout.boxOf(index);
    expect(layout.positionOf(cell.instant + 1_800_000)).toEqual({ day: 0, y: box.y + box.height / 2 });
    expect(layout.positionOf(0)).toBeNull();
  });
});

describe('paging by day', () => {
  const { cells } = forecastCells([apiDay('2026-09-26'), apiDay('2026-09-27'), apiDay('2026-09-28')]);
  const times = cells.map((cell) => cell.time);
  const at = (date: string, hour: number) => cells.findIndex((cell) => cell.date === date && cell.time.hour === hour);

  it('moves to the same clock hour a day on or back, or the next hour that exists', () => {
    expect(pageTarget(times, at('2026-09-26', 9), 1, 'HOURLY')).toBe(at('2026-09-27', 9));
    expect(pageTarget(times, at('2026-09-26', 2), 1, 'HOURLY')).toBe(at('2026-09-27', 3));
    expect(pageTarget(times, at('2026-09-28', 2), -1, 'HOURLY')).toBe(at('2026-09-27', 3));
  });
});

describe('hasPassed', () => {
  it('counts an hour as passed once it has ended', () => {
    const { cells } = forecastCells([apiDay('2026-06-14')]);
    const nine = cells[9]!;
    expect(hasPassed(nine, nine.instant + 3_599_999)).toBe(false);
    expect(hasPassed(nine, nine.instant + 3_600_000)).toBe(true);
    expect(hasPassed(nine, undefined)).toBe(false);
  });
});
