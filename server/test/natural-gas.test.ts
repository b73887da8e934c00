import { getAdvancedGasBillPeriod, getAggregatedGasUsage, getNaturalGasUsage } from '@harakeke/contract';
import { endOfMonth } from '@harakeke/calendar';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { useCustomerApi } from './customer-api.js';
import { lastEndedMonth } from './demo-calendar.js';
import { TEST_TODAY } from './test-clock.js';

// spec 2 §3 and §7: natural gas answers from generated, persisted half-hourly readings, costed the way a bill is.
const [aroha, tama] = demoCustomers;
if (!aroha || !tama) throw new Error('The demo customers changed.');

const { call, get } = useCustomerApi([aroha, tama]);
// Winter months and a whole year that have ended by the run's day, so their readings are all in.
const lastJuly = lastEndedMonth(7, TEST_TODAY);
const lastJune = lastEndedMonth(6, TEST_TODAY);
const lastYear = Number(TEST_TODAY.slice(0, 4)) - 1;

describe('advanced natural gas bill period', () => {
  const gas = (as: { id: string }) =>
    get(as, `${getAdvancedGasBillPeriod.path}?startDate=${lastJuly.startDate}&endDate=${lastJuly.endDate}`);

  it('answers the selected site’s advanced gas, more of it in winter than electricity’s share', async () => {
    const response = await gas(tama);
    expect(response.status).toBe(200);
    const period = getAdvancedGasBillPeriod.response.parse(await response.json());
    expect(period.dailyUsage.usage).toHaveLength(31);
    expect(period.daysWithUsage).toBeGreaterThan(25);
  });

  it('is a 404 for a site without advanced gas', async () => {
    expect((await gas(aroha)).status).toBe(404);
  });
});

describe('natural gas usage by year', () => {
  const gasUsage = (as: { id: string }, supplyPointId: string, year: number) =>
    get(as, `${getNaturalGasUsage.path}?supplyPointId=${supplyPointId}&selectedYear=${year}`);

  it('answers a past year as twelve months that add up to the summary', async () => {
    const response = await gasUsage(tama, 'sp-2001-a-naturalGas', lastYear);
    expect(response.status).toBe(200);
    const usage = getNaturalGasUsage.response.parse(await response.json());
    expect(usage.consumptionList.map((item) => item.startDate.slice(5, 7))).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(usage.consumptionList[1]).toMatchObject({
      startDate: `${lastYear}-02-01`,
      endDate: endOfMonth(`${lastYear}-02-01`),
    });
    const cents = usage.consumptionList.reduce((sum, item) => sum + Math.round(item.total.costNZD * 100), 0);
    expect(Math.round(usage.summary.total.costNZD * 100)).toBe(cents);
    const july = usage.consumptionList[6]!;
    const january = usage.consumptionList[0]!;
    expect(july.total.kw).toBeGreaterThan(january.total.kw);
    expect(usage.lastConsumption?.startDate).toBe(`${lastYear}-12-01`);
  });

  it("gives another customer's supply point the answer of one that does not exist", async () => {
    const other = await gasUsage(aroha, 'sp-2001-a-naturalGas', lastYear);
    const missing = await gasUsage(aroha, 'sp-nope', lastYear);
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(((await other.json()) as { detail: string }).detail).toBe(
      ((await missing.json()) as { detail: string }).detail,
    );
  });

  it('is a 404 for a year without data and a 400 for a year that is not one', async () => {
    expect((await gasUsage(tama, 'sp-2001-a-naturalGas', 2016)).status).toBe(404);
    expect((await gasUsage(tama, 'sp-2001-a-naturalGas', Number.NaN)).status).toBe(400);
  });
});

describe('natural gas across the selected site', () => {
  it('totals and averages the site’s gas supply points over a period', async () => {
    const { startDate, endDate } = lastJune;
    const answer = getAggregatedGasUsage.response.parse(
      await (await call(tama, 'POST', getAggregatedGasUsage.path, { startDate, endDate })).json(),
    );
    expect(answer.supplyPointIds).toEqual(['sp-2001-a-naturalGas']);
    expect(answer.daysWithUsage).toBe(30);
    const { total, dailyAverage, monthlyAverage } = answer.aggregatedUsage;
    expect(dailyAverage.kw).toBeCloseTo(total.kw / 30, 1);
    expect(monthlyAverage.kw).toBeCloseTo((total.kw / 30) * (365.25 / 12), 0);
    const days = getAdvancedGasBillPeriod.response.parse(
      await (await get(tama, `${getAdvancedGasBillPeriod.path}?startDate=${startDate}&endDate=${endDate}`)).json(),
    ).dailyUsage.usage;
    expect(total.costNZD).toBeCloseTo(
      days.reduce((sum, day) => sum + day.costNZD, 0),
      2,
    );
  });

  it('is not found for a site without natural gas', async () => {
    const response = await call(aroha, 'POST', getAggregatedGasUsage.path, {
      ...lastJune,
    });
    expect(response.status).toBe(404);
  });
});
