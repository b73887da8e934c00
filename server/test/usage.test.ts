import {
  getBill,
  getBillingAccounts,
  getElectricityBillPeriod,
  getElectricityForecast,
  getTransactions,
  getThirtyDayInsights,
  getUsageSummary,
  selectSite,
  type PeriodData,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { addDays as shift, billingWindowOf, datesBetween } from '@harakeke/calendar';
import { useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';
import { firstAccountOf, newestBillCycle } from './demo-calendar.js';

// spec 2 §3 and §7: electricity usage answers from generated, persisted half-hourly readings, honest about
// freshness, costed the way a bill is.
const [aroha, tama] = demoCustomers;
if (!aroha || !tama) throw new Error('The demo customers changed.');

const { call, get } = useCustomerApi([aroha, tama]);

const electricity = (as: { id: string }, startDate: string, endDate: string) =>
  call(as, 'POST', getElectricityBillPeriod.path, { startDate, endDate });

describe('electricity bill period', () => {
  it('answers every day of a past period, each costed to the cent from its itemised cost', async () => {
    // Aroha's last billed window, whatever day the run is on.
    const { start, end } = newestBillCycle(firstAccountOf(aroha), TEST_TODAY);
    const response = await electricity(aroha, start, end);
    expect(response.status).toBe(200);
    const period = getElectricityBillPeriod.response.parse(await response.json());
    const days = period.dailyUsage.usage;
    expect(days.map((day) => day.startDate)).toEqual(datesBetween(start, end));
    expect(days.filter((day) => day.type === 'empty')).toEqual([]);
    for (const day of days.filter((d) => d.type !== 'empty')) {
      const items = day.costBreakdown!;
      const sum = Math.round(
        (items.energy + items.dailyCharge + items.levies + items.gst - items.discounts - items.powershoutCredits) * 100,
      );
      expect(sum).toBe(Math.round(day.costNZD * 100));
      expect(day.kwWhole + Number(day.kwDecimal) / 100).toBeCloseTo(day.kw, 2);
      expect(day.dollars + Number(day.cents) / 100).toBeCloseTo(day.costNZD, 2);
    }
    expect(period.daysWithUsage).toBe(days.filter((d) => d.type !== 'empty').length);
    expect(period.costIncluded).toBe(true);
  });

  it('gives the same readings on every request', async () => {
    const week = [shift(TEST_TODAY, -20), shift(TEST_TODAY, -14)] as const;
    const first = await (await electricity(aroha, ...week)).json();
    const second = await (await electricity(aroha, ...week)).json();
    expect(second).toEqual(first);
  });

  it('says how fresh the readings are: today is empty, the last two complete days estimated', async () => {
    const today = TEST_TODAY;
    const period = getElectricityBillPeriod.response.parse(
      await (await electricity(aroha, shift(today, -5), today)).json(),
    );
    expect(period.lastCompleteDay).toBe(shift(today, -1));
    expect(period.dailyUsage.usage.map((day) => day.type).slice(-3)).toEqual(['estimated', 'estimated', 'empty']);
  });

  it('has no data before three years back', async () => {
    const today = TEST_TODAY;
    const period = getElectricityBillPeriod.response.parse(
      await (await electricity(aroha, shift(today, -3 * 365 - 3), shift(today, -3 * 365 + 1))).json(),
    );
    expect(period.dailyUsage.usage.slice(0, 3).every((day) => day.type === 'empty')).toBe(true);
    expect(period.dailyUsage.usage.at(-1)?.type).not.toBe('empty');
  });

  it.each([
    ['an end before the start', { startDate: '2026-10-10', endDate: '2026-10-01' }, 'endDate'],
    ['more than 400 days', { startDate: '2025-01-01', endDate: '2026-06-01' }, 'endDate'],
    ['a date in another format', { startDate: '01/10/2026', endDate: '2026-10-10' }, 'startDate'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const response = await electricity(aroha, body.startDate, body.endDate);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain(field);
  });
});

describe('usage summary', () => {
  it('adds up the use so far in the current window and estimates the rest from its daily average', async () => {
    const today = TEST_TODAY;
    const startDate = shift(today, -10);
    const endDate = shift(today, 19);
    const response = await call(aroha, 'POST', getUsageSummary.path, { startDate, endDate });
    expect(response.status).toBe(200);
    const summary = getUsageSummary.response.parse(await response.json());
    expect(summary).toMatchObject({ daysInBillPeriod: 30, remainingDays: 20, supplyPointTypes: ['electricity'] });
    expect(summary.actualUsage.unit).toBe('nzd');
    expect(summary.estimatedUsage.value).toBeGreaterThan(summary.actualUsage.value);
    const period = getElectricityBillPeriod.response.parse(await (await electricity(aroha, startDate, endDate)).json());
    const cents = period.dailyUsage.usage.reduce((sum, day) => sum + Math.round(day.costNZD * 100), 0);
    expect(Math.round(summary.actualUsage.value * 100)).toBe(cents);
    // Itemised as a bill: the items add up to the total to the cent.
    const items = summary.costBreakdown!;
    const centsOf = (nzd: number) => Math.round(nzd * 100);
    const itemised =
      centsOf(items.energy) +
      centsOf(items.dailyCharge) +
      centsOf(items.levies) +
      centsOf(items.gst) -
      centsOf(items.discounts) -
      centsOf(items.powershoutCredits);
    expect(itemised).toBe(cents);
    expect(items.dailyCharge).toBeGreaterThan(0);
  });
});

describe('electricity forecast', () => {
  it('adds up the bill period so far and carries its daily average over the days to come', async () => {
    const forecast = getElectricityForecast.response.parse(
      await (await get(aroha, getElectricityForecast.path)).json(),
    );
    const { billingPeriod: period } = forecast;
    const today = TEST_TODAY;
    expect(period.startDate <= today && today <= period.endDate).toBe(true);
    // Aroha's bills start on the 16th of each month.
    expect(period.startDate.slice(8)).toBe('16');
    expect(forecast.lastCompleteDay).toBe(shift(today, -1));
    expect(forecast.forecast.kwh).toBeGreaterThanOrEqual(forecast.toDate.kwh);
    expect(forecast.remainingDays).toBeGreaterThan(0);
    const days = getElectricityBillPeriod.response.parse(
      await (await electricity(aroha, period.startDate, period.endDate)).json(),
    ).dailyUsage.usage;
    const read = days.filter((day) => day.type !== 'empty');
    expect(forecast.toDate.costNZD).toBeCloseTo(
      read.reduce((sum, day) => sum + day.costNZD, 0),
      2,
    );
    expect(forecast.lastPeriod?.kwh).toBeGreaterThan(0);
    expect(forecast.costIncluded).toBe(true);
  });
});

describe('PowerShout credit days (spec 1 §2 credit-applied bullet)', () => {
  const periodOf = async (startDate: string, endDate: string): Promise<PeriodData> =>
    getElectricityBillPeriod.response.parse(await (await electricity(tama, startDate, endDate)).json());
  const creditDays = (period: PeriodData) =>
    period.dailyUsage.usage.filter((day) => (day.costBreakdown?.powershoutCredits ?? 0) > 0);
  const windows = async () => {
    const accounts = getBillingAccounts.response.parse(await (await get(tama, getBillingAccounts.path)).json());
    const current = accounts.selectedBillingAccount?.billing.window;
    if (!current) throw new Error('tama has no selected account.');
    const last = billingWindowOf(shift(current.startDate, -1), Number(current.startDate.slice(8, 10)));
    return { current, last: { startDate: last.start, endDate: last.end } };
  };

  it('gives tama’s home (electricity and advanced gas) credit days in the current and the last billing window', async () => {
    const { current, last } = await windows();
    const now = await periodOf(current.startDate, current.endDate);
    // The current window's first credit is on its first day, which shows once that day has been read.
    if (now.lastCompleteDay >= current.startDate) expect(creditDays(now).length).toBeGreaterThan(0);
    const before = creditDays(await periodOf(last.startDate, last.endDate));
    expect(before).toHaveLength(3);
    for (const day of before) {
      const items = day.costBreakdown!;
      const itemised = items.energy + items.dailyCharge + items.levies + items.gst - items.discounts;
      expect(Math.round((itemised - items.powershoutCredits) * 100)).toBe(Math.round(day.costNZD * 100));
      // A few free hours' share of the day's energy, never the whole day.
      expect(items.powershoutCredits).toBeLessThan(items.energy);
    }
  });

  it('takes the same credits off the bill, which still adds up to its chart’s days', async () => {
    const { last } = await windows();
    const today = TEST_TODAY;
    const { transactions } = getTransactions.response.parse(
      await (await get(tama, `${getTransactions.path}?startDate=${last.startDate}&endDate=${today}`)).json(),
    );
    const row = transactions.find((candidate) => candidate.kind === 'bill');
    const bill = row && getBill.response.parse(await (await get(tama, `/private/billing/bills/${row.billId}`)).json());
    // The last window's bill is issued 2 days after the window ends.
    if (today < shift(last.endDate, 2)) return;
    if (!bill) throw new Error('tama has no bill for the last window.');
    expect(bill.periodStart).toBe(last.startDate);
    expect(bill.items.powershoutCredits).toBeGreaterThan(0);
    const days = (await periodOf(bill.periodStart, bill.periodEnd)).dailyUsage.usage;
    const home = bill.supplies.find((supply) => supply.supplyPointId === 'sp-2001-a-electricity');
    const daysInCents = days.reduce((sum, day) => sum + Math.round(day.costNZD * 100), 0);
    expect(Math.round((home?.amount ?? 0) * 100)).toBe(daysInCents);
    // Its kWh too: the days as the chart shows them (2 decimals) add up to the bill's.
    const daysInHundredths = days.reduce((sum, day) => sum + Math.round(day.kw * 100), 0);
    expect(Math.round((home?.kwh ?? 0) * 100)).toBe(daysInHundredths);
    const credits = creditDays(await periodOf(bill.periodStart, bill.periodEnd));
    const creditCents = credits.reduce((sum, day) => sum + Math.round(day.costBreakdown!.powershoutCredits * 100), 0);
    expect(Math.round(bill.items.powershoutCredits * 100)).toBe(creditCents);
  });
});

describe('a site still being connected (spec 2 §3 opening, shown as (Pending))', () => {
  it('has no readings with us yet, as it has no bills: its usage calls answer no supply', async () => {
    const select = (siteId: string) => call(tama, 'POST', selectSite.path, { billingAccountId: 'ba-2001', siteId });
    expect((await select('site-2001-c')).status).toBe(200);
    try {
      const { start, end } = newestBillCycle(firstAccountOf(tama), TEST_TODAY);
      expect((await electricity(tama, start, end)).status).toBe(404);
      expect((await call(tama, 'POST', getUsageSummary.path, { startDate: start, endDate: end })).status).toBe(404);
      // Nor does it have a mix of use: the insights are made from the same readings.
      expect((await get(tama, getThirtyDayInsights.path)).status).toBe(404);
    } finally {
      await select('site-2001-a');
    }
  });
});
