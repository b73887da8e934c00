import {
  getElectricityBillPeriod,
  getHomeComparisonWidget,
  getLatestInsights,
  getThirtyDayInsights,
  getUsageBreakdownWidget,
  getYearlyInsights,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { addDays } from '@harakeke/calendar';
import { demoCustomer, useCustomerApi } from './customer-api.js';
import { expectBadRequest, homeProfileCalls, mandatoryAnswers, ok } from './profile-calls.js';
import { TEST_TODAY } from './test-clock.js';

// Insights from the readings (spec 2 §3, §7–§9) and the comparison widgets' states (spec 2 §4), for the demo
// customers the README lists.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');
const ana = demoCustomer(demoCustomers, 'ana@example.nz');

const api = useCustomerApi([aroha, tama, mere, ana]);
const { call, get } = api;
const { saveHome, widgetState } = homeProfileCalls(api);

describe('comparison widgets (spec 2 §4 states)', () => {
  it("shows tama@'s complete home: success, with last month against similar homes and by category", async () => {
    const { comparison, breakdown } = await widgetState(tama);
    expect(comparison).toMatchObject({
      state: 'success',
      isReady: true,
      unlockProgress: { isUnlocked: true, isHomeProfileStarted: true },
    });
    const today = TEST_TODAY;
    const lastMonthEnd = addDays(`${today.slice(0, 7)}-01`, -1);
    expect(comparison.data).toMatchObject({ Date: `${lastMonthEnd.slice(0, 7)}-01`, EndDate: lastMonthEnd });
    expect(comparison.data?.Total.UsageInKWh.Actual).toBeGreaterThan(0);
    const categories = breakdown.data?.categories ?? [];
    expect(categories.map((category) => category.Use)).toEqual(
      expect.arrayContaining(['Always On', 'Lights & Appliances', 'Electric Heating', 'Gas Heating', 'Gas Other']),
    );
    // Largest first.
    expect(categories.map((c) => c.EnergyInKWh)).toEqual(
      [...categories.map((c) => c.EnergyInKWh)].sort((a, b) => b - a),
    );
  });

  it('says not started for aroha@ (no profile) and started for ana@ (half a profile), with no data', async () => {
    const arohas = await widgetState(aroha);
    expect(arohas.comparison).toMatchObject({
      state: 'notReadyNotStarted',
      data: null,
      unlockProgress: { isUnlocked: false, isHomeProfileStarted: false },
    });
    const anas = await widgetState(ana);
    expect(anas.comparison).toMatchObject({
      state: 'notReadyStarted',
      data: null,
      unlockProgress: { isUnlocked: false, isHomeProfileStarted: true },
    });
    expect(anas.breakdown.data).toBeNull();
  });

  it('has no home comparison for an sme account', async () => {
    expect((await get(mere, getHomeComparisonWidget.path)).status).toBe(404);
    expect((await get(mere, getUsageBreakdownWidget.path)).status).toBe(404);
  });
});

describe('insights', () => {
  const today = TEST_TODAY;
  const yesterday = addDays(today, -1);
  const year = Number(today.slice(0, 4));

  const expectRounded = (readings: Array<{ EnergyInKWh: number; EnergyInDollars: number }>) => {
    for (const reading of readings) {
      expect(Number.isInteger(reading.EnergyInKWh)).toBe(true);
      expect(Math.round(reading.EnergyInDollars * 100) / 100).toBe(reading.EnergyInDollars);
    }
  };

  it("splits tama@'s last month by category from his readings and his profile, against similar homes", async () => {
    const insights = getLatestInsights.response.parse(await ok(await get(tama, getLatestInsights.path)));
    const lastMonthEnd = addDays(`${today.slice(0, 7)}-01`, -1);
    expect(insights).toMatchObject({
      Period: 'Month',
      Date: `${lastMonthEnd.slice(0, 7)}-01`,
      EndDate: lastMonthEnd,
      IsLite: false,
      HasHomeProfileChanged: false,
    });
    expectRounded(insights.Readings);
    expectRounded(insights.Comparison.Readings.Average);
    // The categories add up to the totals: dollars to the cent.
    const cents = insights.Readings.reduce((sum, reading) => sum + Math.round(reading.EnergyInDollars * 100), 0);
    expect(cents).toBe(Math.round(insights.Comparison.Total.UsageInDollars.Actual * 100));
    const kwh = insights.Readings.reduce((sum, reading) => sum + reading.EnergyInKWh, 0);
    expect(Math.abs(kwh - insights.Comparison.Total.UsageInKWh.Actual)).toBeLessThanOrEqual(1);
    const gas = insights.Comparison.Gas;
    expect(gas).not.toBeNull();
    expect(insights.Readings.map((reading) => reading.Use)).toContain('Gas Heating');
    const { Actual, Average, Efficient } = insights.Comparison.Electricity.UsageInKWh;
    expect(Actual).toBeGreaterThan(0);
    expect(Efficient).toBeLessThan(Average);

    // The electricity figures are the metered ones the usage chart shows for the same days.
    const period = getElectricityBillPeriod.response.parse(
      await ok(
        await call(tama, 'POST', getElectricityBillPeriod.path, {
          startDate: insights.Date,
          endDate: insights.EndDate,
        }),
      ),
    );
    const metered = period.dailyUsage.usage.reduce((sum, day) => sum + day.kw, 0);
    expect(Math.abs(Actual - metered)).toBeLessThanOrEqual(1);
  });

  it('gives a generic (lite) split without a complete home profile, and no gas comparison without advanced gas', async () => {
    const insights = getLatestInsights.response.parse(await ok(await get(ana, getLatestInsights.path)));
    expect(insights).toMatchObject({ IsLite: true, HasHomeProfileChanged: false });
    expect(insights.Comparison.Gas).toBeNull();
    expect(insights.Readings.map((reading) => reading.Use)).not.toContain('Gas');
    expect(insights.EarliestDate >= '2016-01-01' && insights.EarliestDate <= insights.Date).toBe(true);
  });

  it('says the home profile changed during the period when it was saved in it', async () => {
    // ana@ finishes her profile today (its readings are already there, from the test before).
    await ok(await saveHome(ana, mandatoryAnswers));
    const insights = getThirtyDayInsights.response.parse(await ok(await get(ana, getThirtyDayInsights.path)));
    expect(insights).toMatchObject({
      Period: 'ThirtyDay',
      Date: addDays(yesterday, -29),
      EndDate: yesterday,
      IsLite: false,
      HasHomeProfileChanged: true,
    });
  });

  it('gives the same answer twice', async () => {
    const first = await ok(await get(tama, getThirtyDayInsights.path));
    expect(await ok(await get(tama, getThirtyDayInsights.path))).toEqual(first);
  });

  it('answers a year with readings, up to the last complete day in the current year', async () => {
    // The year of the last complete day (on 1 January, that is last year).
    const current = Number(yesterday.slice(0, 4));
    const thisYear = getYearlyInsights.response.parse(
      await ok(await get(tama, `${getYearlyInsights.path}?year=${current}`)),
    );
    expect(thisYear).toMatchObject({ Period: 'Year', Date: `${current}-01-01`, EndDate: yesterday });
    const lastYear = getYearlyInsights.response.parse(
      await ok(await get(tama, `${getYearlyInsights.path}?year=${current - 1}`)),
    );
    expect(lastYear).toMatchObject({ Date: `${current - 1}-01-01`, EndDate: `${current - 1}-12-31` });
    expect(lastYear.Comparison.Total.UsageInKWh.Actual).toBeGreaterThan(
      thisYear.Comparison.Total.UsageInKWh.Actual / 2,
    );
  });

  it('answers 400 for a malformed year or one before 2016, and 404 for a year without readings', async () => {
    await expectBadRequest(await get(tama, `${getYearlyInsights.path}?year=twenty`), 'year');
    await expectBadRequest(await get(tama, `${getYearlyInsights.path}?year=2015`), 'year');
    await expectBadRequest(await get(tama, getYearlyInsights.path), 'year');
    expect((await get(tama, `${getYearlyInsights.path}?year=${year + 1}`)).status).toBe(404);
    // The readings go three years back: four years back has none.
    expect((await get(tama, `${getYearlyInsights.path}?year=${year - 4}`)).status).toBe(404);
  });
});
