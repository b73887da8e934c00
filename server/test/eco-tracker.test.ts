import {
  getEcoForecast,
  getEcoTrackerWidget,
  getGenerationMix,
  getMonthlyUsageImpact,
  getUsageImpact,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { useCustomerApi } from './customer-api.js';
import { TEST_NOW, TEST_TODAY } from './test-clock.js';
import { clockChangeDaysBefore, lastEndedMonth } from './demo-calendar.js';
import { addDays, daysInMonth, hoursInAucklandDay } from '@harakeke/calendar';

// spec 2 §3 and §4: the generation mix and carbon intensity by half-hour, the seven-day forecast, and usage impact.
const [aroha] = demoCustomers;
if (!aroha) throw new Error('The demo customers changed.');

const api = useCustomerApi([aroha]);
const get = (path: string) => api.get(aroha, path);

describe('eco tracker', () => {
  it('answers the generation mix now: the seven sources adding to 100 %, and the next 10-minute update', async () => {
    const mix = getGenerationMix.response.parse(await (await get(getGenerationMix.path)).json());
    expect(mix.generationSources.map((source) => source.name)).toEqual([
      'Hydro',
      'Geothermal',
      'Wind',
      'Gas',
      'Coal',
      'CoGen',
      'Others',
    ]);
    const total = mix.generationSources.reduce((sum, source) => sum + source.percentage, 0);
    expect(total).toBeGreaterThan(99.5);
    expect(total).toBeLessThan(100.5);
    expect(mix.carbonIntensity).toBeGreaterThanOrEqual(1);
    const next = new Date(mix.nextUpdate);
    expect(next.getUTCMinutes() % 10).toBe(0);
    expect(next.getTime()).toBeGreaterThan(TEST_NOW - 1000);
  });

  it('forecasts seven days from today, each with every hour it has', async () => {
    const forecast = getEcoForecast.response.parse(await (await get(getEcoForecast.path)).json());
    expect(forecast.days).toHaveLength(7);
    for (const day of forecast.days) expect([23, 24, 25]).toContain(day.HourlyBreakdown.length);
    expect(forecast.days.flatMap((day) => day.HourlyBreakdown).some((hour) => hour.EcoFriendly)).toBe(true);
  });

  it("gives a past day's use hour by hour with the grid's carbon level, the clock-change days included", async () => {
    const { back, forward } = clockChangeDaysBefore(TEST_TODAY);
    for (const [date, hours] of [
      [addDays(TEST_TODAY, -3), hoursInAucklandDay(addDays(TEST_TODAY, -3))],
      [back, 25],
      [forward, 23],
    ] as const) {
      const impact = getUsageImpact.response.parse(await (await get(`${getUsageImpact.path}?date=${date}`)).json());
      expect(impact.dailyData).toHaveLength(hours);
      expect(impact.dailyData.every((hour) => hour.carbonLevel >= 1 && hour.carbonLevel <= 5)).toBe(true);
      expect(impact.dailyData.filter((hour) => hour.kWh !== null).length).toBeGreaterThan(hours - 2);
    }
  });

  it('gives a month day by day, and 404 outside the data', async () => {
    const february = lastEndedMonth(2, TEST_TODAY);
    const month = february.startDate.slice(0, 7);
    const monthly = getMonthlyUsageImpact.response.parse(
      await (await get(`${getMonthlyUsageImpact.path}?month=${month}`)).json(),
    );
    expect(monthly.Month).toBe(month);
    expect(monthly.dailyData).toHaveLength(daysInMonth(february.startDate));
    expect((await get(`${getMonthlyUsageImpact.path}?month=2016-01`)).status).toBe(404);
    expect((await get(`${getUsageImpact.path}?date=2016-01-01`)).status).toBe(404);
    expect((await get(`${getUsageImpact.path}?date=yesterday`)).status).toBe(400);
  });
});

describe('eco tracker widget', () => {
  it('answers the carbon now, the renewable share and the next eco-friendly hours in the coming day', async () => {
    const widget = getEcoTrackerWidget.response.parse(await (await get(getEcoTrackerWidget.path)).json());
    const mix = getGenerationMix.response.parse(await (await get(getGenerationMix.path)).json());
    const renewable = mix.generationSources
      .filter((source) => ['Hydro', 'Geothermal', 'Wind'].includes(source.name))
      .reduce((sum, source) => sum + source.percentage, 0);
    expect(widget.renewablePercentage).toBeCloseTo(renewable, 0);
    expect(widget.carbonIntensity).toBe(mix.carbonIntensity);
    expect(widget.nextEcoFriendlyHours.length).toBeLessThanOrEqual(3);
    const forecast = getEcoForecast.response.parse(await (await get(getEcoForecast.path)).json());
    const anyGreenToday = forecast.days.slice(0, 2).some((day) => day.HourlyBreakdown.some((hour) => hour.EcoFriendly));
    expect(widget.nextEcoFriendlyHours.length > 0).toBe(anyGreenToday);
    for (const run of widget.nextEcoFriendlyHours) {
      expect(Date.parse(run.end)).toBeGreaterThan(Date.parse(run.start));
      expect(Date.parse(run.start)).toBeLessThanOrEqual(TEST_NOW + 24 * 3_600_000);
      expect(new Date(run.start).getUTCMinutes() % 60).toBe(new Date(run.end).getUTCMinutes() % 60);
    }
  });
});
