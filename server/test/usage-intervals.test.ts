import { getElectricityBillPeriod, getElectricityHours, getElectricityMonths } from '@harakeke/contract';
import { addDays as shift } from '@harakeke/calendar';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// spec 2 §2 hourly and monthly granularities: the same readings as the daily view, summed by hour and by month.
const [aroha] = demoCustomers;
if (!aroha) throw new Error('The demo customers changed.');

const { call } = useCustomerApi([aroha]);

const cents = (nzd: number) => Math.round(nzd * 100);
const hoursOf = async (date: string) => {
  const response = await call(aroha, 'POST', getElectricityHours.path, { date });
  expect(response.status).toBe(200);
  return getElectricityHours.response.parse(await response.json());
};
const dayOf = async (date: string) => {
  const response = await call(aroha, 'POST', getElectricityBillPeriod.path, { startDate: date, endDate: date });
  return getElectricityBillPeriod.response.parse(await response.json()).dailyUsage.usage[0]!;
};

describe('electricity by the hour', () => {
  it('answers a day’s 24 hours, which add up to the day’s kWh to the hundredth, and cost it less its fixed charge', async () => {
    const date = shift(TEST_TODAY, -10);
    const [usage, day] = [await hoursOf(date), await dayOf(date)];
    expect(usage.hours).toHaveLength(24);
    expect(usage.hours[0]?.start).toMatch(new RegExp(`^${date}T00:00:00\\+1[23]:00$`));
    // To the hundredth: the hours as the chart adds them up are the day's kWh beside it.
    const hundredths = usage.hours.reduce((sum, hour) => sum + Math.round(hour.kw * 100), 0);
    expect(hundredths).toBe(Math.round(day.kw * 100));
    const hourCents = usage.hours.reduce((sum, hour) => sum + cents(hour.costNZD), 0);
    const fixedCents = cents(day.costBreakdown!.dailyCharge * 1.15);
    // Each hour is rounded to the cent on its own: within a cent an hour of the day's own rounding.
    expect(Math.abs(hourCents - (cents(day.costNZD) - fixedCents))).toBeLessThanOrEqual(24);
    expect(usage.costIncluded).toBe(true);
  });

  it.each([
    ['the clocks go forward', '2026-09-27', 23, ['2026-09-27T01:00:00+12:00', '2026-09-27T03:00:00+13:00']],
    ['the clocks go back', '2026-04-05', 25, ['2026-04-05T02:00:00+13:00', '2026-04-05T02:00:00+12:00']],
  ])('has %s: %s has %i hours', async (_when, date, count, [before, after]) => {
    const usage = await hoursOf(date);
    expect(usage.hours).toHaveLength(count);
    const starts = usage.hours.map((hour) => hour.start);
    expect(starts.indexOf(after)).toBe(starts.indexOf(before) + 1);
  });

  it('is honest about today: estimated hours before, empty hours not read yet', async () => {
    const usage = await hoursOf(TEST_TODAY);
    expect(usage.hours.every((hour) => hour.type === 'empty')).toBe(true);
    expect((await hoursOf(shift(TEST_TODAY, -1))).hours.every((hour) => hour.type === 'estimated')).toBe(true);
  });

  it.each([
    ['a day after today', shift(TEST_TODAY, 1)],
    ['a day before the readings', shift(TEST_TODAY, -3 * 365 - 1)],
    ['a date in another format', '29/11/2026'],
  ])('refuses %s with a 400 naming the date', async (_case, date) => {
    const response = await call(aroha, 'POST', getElectricityHours.path, { date });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain('date');
  });
});

describe('electricity by the month', () => {
  it('answers twelve months, each the sum of its days to the cent', async () => {
    const year = Number(TEST_TODAY.slice(0, 4)) - 1;
    const response = await call(aroha, 'POST', getElectricityMonths.path, { year });
    expect(response.status).toBe(200);
    const usage = getElectricityMonths.response.parse(await response.json());
    expect(usage.months.map((month) => month.start.slice(5, 7))).toEqual([
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
    const june = await call(aroha, 'POST', getElectricityBillPeriod.path, {
      startDate: `${year}-06-01`,
      endDate: `${year}-06-30`,
    });
    const days = getElectricityBillPeriod.response.parse(await june.json()).dailyUsage.usage;
    expect(cents(usage.months[5]!.costNZD)).toBe(days.reduce((sum, day) => sum + cents(day.costNZD), 0));
    expect(usage.months[5]).toMatchObject({ type: 'actual', daysWithUsage: 30 });
    // A home heated by a heat pump uses more in winter.
    expect(usage.months[6]!.kw).toBeGreaterThan(usage.months[0]!.kw);
  });

  it('adds up the year with its daily average, and names the years there are, the last bill period and the plan', async () => {
    const year = Number(TEST_TODAY.slice(0, 4)) - 1;
    const usage = getElectricityMonths.response.parse(
      await (await call(aroha, 'POST', getElectricityMonths.path, { year })).json(),
    );
    const monthsCents = usage.months.reduce((sum, month) => sum + cents(month.costNZD), 0);
    expect(cents(usage.total.costNZD)).toBe(monthsCents);
    const days = usage.months.reduce((sum, month) => sum + month.daysWithUsage, 0);
    expect(days).toBe(year % 4 === 0 ? 366 : 365);
    expect(usage.dailyAverage.kwh).toBeCloseTo(usage.total.kwh / days, 1);
    expect(usage.earliestYear).toBe(Number(shift(TEST_TODAY, -3 * 365).slice(0, 4)));
    expect(usage.plan).toEqual({ planName: expect.any(String), isValuePlan: false });
    expect(usage.plan.planName.length).toBeGreaterThan(0);
    // Aroha's bill periods start on the 16th: the last one ended on a 15th, before today.
    const invoice = usage.lastInvoice!;
    expect(invoice.startDate.slice(8)).toBe('16');
    expect(invoice.endDate.slice(8)).toBe('15');
    expect(invoice.endDate < TEST_TODAY).toBe(true);
    const billed = getElectricityBillPeriod.response.parse(
      await (await call(aroha, 'POST', getElectricityBillPeriod.path, invoice)).json(),
    ).dailyUsage.usage;
    expect(cents(invoice.costNZD)).toBe(billed.reduce((sum, day) => sum + cents(day.costNZD), 0));
  });

  it('leaves the months to come empty', async () => {
    const year = Number(TEST_TODAY.slice(0, 4));
    const usage = getElectricityMonths.response.parse(
      await (await call(aroha, 'POST', getElectricityMonths.path, { year })).json(),
    );
    const month = Number(TEST_TODAY.slice(5, 7));
    expect(usage.months.slice(month).every((item) => item.type === 'empty')).toBe(true);
  });

  it.each([
    ['next year', Number(TEST_TODAY.slice(0, 4)) + 1],
    ['a year before the readings', Number(TEST_TODAY.slice(0, 4)) - 4],
    ['a year before 2016', 2015],
  ])('refuses %s with a 400 naming the year', async (_case, year) => {
    const response = await call(aroha, 'POST', getElectricityMonths.path, { year });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain('year');
  });
});
