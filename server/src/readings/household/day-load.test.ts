import { addDays, aucklandWallClock, type IsoDate } from '@harakeke/calendar';
import { describe, expect, it } from 'vitest';
import { dayLoad } from './day-load.js';
import { householdOf } from './demo-homes.js';
import { isPublicHoliday, isSchoolHoliday } from './holidays.js';
import { householdFromSite, regionOfAddress, type Household } from './household.js';
import { halfHourSeries } from './series.js';
import { weatherOn } from './weather.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const dayTotal = (home: Household, date: IsoDate, fuel: 'electricity' | 'naturalGas' = 'electricity') =>
  sum(dayLoad(home, fuel, 'site-test', date).kwh);
/** The kWh of a day's half-hours whose wall-clock hour is in [from, to). */
const hoursTotal = (home: Household, date: IsoDate, from: number, to: number) => {
  const day = dayLoad(home, 'electricity', 'site-test', date);
  return sum(
    day.kwh.filter((_, slot) => {
      const hour = aucklandWallClock(day.starts[slot]!).hour;
      return hour >= from && hour < to;
    }),
  );
};
const week = (from: IsoDate) => Array.from({ length: 7 }, (_, index) => addDays(from, index));
const meanOver = (home: Household, dates: readonly IsoDate[]) =>
  sum(dates.map((date) => dayTotal(home, date))) / dates.length;

const aroha = householdOf('site-1001', '12 Kōwhai Street, Ponsonby, Auckland 1011');

describe('a demo home’s day', () => {
  it('is the same whenever it is worked out, to the Wh', () => {
    expect(dayLoad(aroha, 'electricity', 'site-1001', '2026-06-17')).toEqual(
      dayLoad(aroha, 'electricity', 'site-1001', '2026-06-17'),
    );
    for (const kwh of dayLoad(aroha, 'electricity', 'site-1001', '2026-06-17').kwh) {
      expect(Math.round(kwh * 1000) / 1000).toBe(kwh);
      expect(kwh).toBeGreaterThanOrEqual(0);
    }
  });

  it('has a half-hour for each on the wall clock: 46 when the clocks go forward, 50 when they go back', () => {
    expect(dayLoad(aroha, 'electricity', 'site-1001', '2026-09-27').kwh).toHaveLength(46);
    expect(dayLoad(aroha, 'electricity', 'site-1001', '2026-04-05').kwh).toHaveLength(50);
    expect(dayLoad(aroha, 'electricity', 'site-1001', '2026-06-17').kwh).toHaveLength(48);
  });

  it('differs from day to day, so a month of daily bars is not flat', () => {
    const days = Array.from({ length: 30 }, (_, index) => dayTotal(aroha, addDays('2026-05-01', index)));
    const spreadKwh = Math.max(...days) - Math.min(...days);
    expect(spreadKwh).toBeGreaterThan(0.2 * (sum(days) / days.length));
  });

  it('uses more in winter than in summer where electricity heats the home', () => {
    expect(meanOver(aroha, week('2026-07-12'))).toBeGreaterThan(1.3 * meanOver(aroha, week('2026-01-11')));
  });

  it('heats less in a mild region than in a cold one, the home otherwise the same', () => {
    const inCanterbury: Household = { ...aroha, region: 'canterbury' };
    expect(meanOver(inCanterbury, week('2026-07-12'))).toBeGreaterThan(meanOver(aroha, week('2026-07-12')));
  });

  it('runs a night-rate cylinder between 23:00 and 07:00 only', () => {
    const withoutCylinder: Household = { ...aroha, hotWater: 'gas' };
    const night = hoursTotal(aroha, '2026-03-10', 0, 7) - hoursTotal(withoutCylinder, '2026-03-10', 0, 7);
    const day = hoursTotal(aroha, '2026-03-10', 9, 17) - hoursTotal(withoutCylinder, '2026-03-10', 9, 17);
    expect(night).toBeGreaterThan(3);
    expect(Math.abs(day)).toBeLessThan(0.05);
  });

  it('charges an electric car overnight, not by day', () => {
    const withCar: Household = { ...aroha, ev: { kmPerWorkday: 40, chargerKw: 7.4 } };
    const extraAtNight =
      hoursTotal(withCar, '2026-03-11', 0, 6) +
      hoursTotal(withCar, '2026-03-10', 22, 24) -
      hoursTotal(aroha, '2026-03-11', 0, 6) -
      hoursTotal(aroha, '2026-03-10', 22, 24);
    expect(extraAtNight).toBeGreaterThan(3);
    expect(hoursTotal(withCar, '2026-03-10', 9, 17)).toBeCloseTo(hoursTotal(aroha, '2026-03-10', 9, 17), 5);
  });

  it('takes less from the grid at midday with solar on the roof', () => {
    const withSolar: Household = { ...aroha, solarKw: 5 };
    expect(hoursTotal(withSolar, '2026-01-14', 11, 15)).toBeLessThan(0.5 * hoursTotal(aroha, '2026-01-14', 11, 15));
    expect(hoursTotal(withSolar, '2026-01-14', 0, 5)).toBeCloseTo(hoursTotal(aroha, '2026-01-14', 0, 5), 5);
  });

  it('lives a weekend differently from a workday', () => {
    const commuters: Household = { ...aroha, homeByDay: false };
    // A Saturday and a Tuesday of the same week in autumn: home all day against out from 8:30 to 17:00.
    expect(hoursTotal(commuters, '2026-03-14', 10, 16)).toBeGreaterThan(
      1.5 * hoursTotal(commuters, '2026-03-10', 10, 16),
    );
  });

  it('is empty after Christmas for a household that goes away', () => {
    const bach = householdOf('site-2002-a', '3 Beach Lane, Raglan 3225');
    expect(dayTotal(bach, '2026-12-29')).toBeLessThan(0.6 * dayTotal(bach, '2027-01-10'));
  });

  it('meters gas only where gas heats, cooks or heats the water', () => {
    const tamasFamilyHome = householdOf('site-2001-c', '7 Tawa Terrace, Tawa, Wellington 5028');
    const gasOver = (dates: readonly IsoDate[]) =>
      sum(dates.map((date) => dayTotal(tamasFamilyHome, date, 'naturalGas')));
    expect(gasOver(week('2026-07-12'))).toBeGreaterThan(2 * gasOver(week('2026-02-08')));
    expect(dayTotal(aroha, '2026-07-14', 'naturalGas')).toBeLessThan(0.6);
  });

  it('keeps a bottled-gas supply at zero: it has no meter', () => {
    expect(sum(dayLoad(aroha, 'lpg', 'site-1001', '2026-07-14').kwh)).toBe(0);
  });
});

describe('the calendar and weather a home lives by', () => {
  it('knows New Zealand’s public holidays, Matariki and the regions’ anniversary days', () => {
    expect(isPublicHoliday('auckland', '2026-07-10')).toBe(true); // Matariki
    expect(isPublicHoliday('auckland', '2026-01-26')).toBe(true); // Auckland Anniversary
    expect(isPublicHoliday('wellington', '2026-01-26')).toBe(false);
    expect(isPublicHoliday('wellington', '2026-01-19')).toBe(true); // Wellington Anniversary
    expect(isPublicHoliday('auckland', '2026-03-10')).toBe(false);
  });

  it('has school holidays over summer and between terms', () => {
    expect(isSchoolHoliday('2026-01-15')).toBe(true);
    expect(isSchoolHoliday('2026-07-08')).toBe(true);
    expect(isSchoolHoliday('2026-03-10')).toBe(false);
  });

  it('is colder in July than in January, with fronts passing', () => {
    const july = Array.from({ length: 31 }, (_, index) => weatherOn('wellington', addDays('2026-07-01', index)).meanC);
    const january = Array.from(
      { length: 31 },
      (_, index) => weatherOn('wellington', addDays('2026-01-01', index)).meanC,
    );
    expect(sum(july) / 31).toBeLessThan(sum(january) / 31 - 5);
    expect(Math.max(...july) - Math.min(...july)).toBeGreaterThan(3);
  });

  it('finds the region of a demo address', () => {
    expect(regionOfAddress('7 Tawa Terrace, Tawa, Wellington 5028')).toBe('wellington');
    expect(regionOfAddress('Unit 4, 90 Manchester Street, Christchurch 8011')).toBe('canterbury');
    expect(regionOfAddress('1 Queen Street, Auckland 1010')).toBe('auckland');
  });

  it('draws a household for a site the demo does not describe, the same each time', () => {
    expect(householdFromSite('site-9999', '3 Beach Lane, Raglan 3225')).toEqual(
      householdFromSite('site-9999', '3 Beach Lane, Raglan 3225'),
    );
    expect(householdFromSite('site-9999', '3 Beach Lane, Raglan 3225').region).toBe('waikato');
  });
});

describe('a meter’s half-hours', () => {
  const meter = { home: aroha, fuel: 'electricity' as const, siteKey: 'site-1001', meterKey: 'sp-1001-electricity' };

  it('are the home’s use, with estimates from a day on, a few missing at 0 kWh and a few revised', () => {
    const from = Date.parse('2026-03-01T00:00:00+13:00');
    const to = Date.parse('2026-05-01T00:00:00+12:00');
    const estimatedFrom = Date.parse('2026-04-29T00:00:00+12:00');
    const series = halfHourSeries(meter, from, to, estimatedFrom);
    expect(series.starts[0]).toBe(from);
    expect(series.starts.at(-1)).toBe(to - 1_800_000);
    // March and April: 61 days of 48, the day the clocks go back two more.
    expect(series.starts).toHaveLength(61 * 48 + 2);
    // A year holds a few late reads (a block of revised half-hours about one day a quarter).
    const year = halfHourSeries(meter, Date.parse('2025-05-01T00:00:00+12:00'), to, estimatedFrom);
    const statuses = new Set(year.statuses);
    expect([...statuses].sort()).toEqual(['actual', 'estimated', 'missing', 'revised']);
    series.starts.forEach((start, index) => {
      if (start >= estimatedFrom) expect(series.statuses[index]).toBe('estimated');
      if (series.statuses[index] === 'missing') expect(series.kwh[index]).toBe(0);
    });
  });
});
