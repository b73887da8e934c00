import {
  downloadElectricityUsage,
  getElectricityBillPeriod,
  getUsageSummary,
  usageExportRangeErrors,
  type UsageExportRequest,
} from '@harakeke/contract';
import { addDays as shift, startOfMonth, endOfMonth, addMonths } from '@harakeke/calendar';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// spec 2 §2 export: the selected site's electricity as CSV, the same readings and costs as the charts.
const [aroha] = demoCustomers;
const hemi = demoCustomers.find((customer) => customer.email === 'hemi@example.nz');
if (!aroha || !hemi) throw new Error('The demo customers changed.');

const { call } = useCustomerApi([aroha, hemi]);

const download = (request: UsageExportRequest) =>
  call(aroha, 'GET', `${downloadElectricityUsage.path}?${new URLSearchParams({ ...request })}`);

async function rowsOf(request: UsageExportRequest) {
  const response = await download(request);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const text = await response.text();
  return { text, rows: parse(text, { columns: true }) as Record<string, string>[], response };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const lastMonth = addMonths(startOfMonth(TEST_TODAY), -1);

describe('the electricity usage file', () => {
  it('has a row a day whose bill items add up to each day’s total, and the days to the period’s own figures', async () => {
    const range = { startDate: lastMonth, endDate: endOfMonth(lastMonth) };
    const { rows, response } = await rowsOf({ ...range, interval: 'day' });
    expect(response.headers.get('content-disposition')).toContain(
      `electricity ${range.startDate} to ${range.endDate} by day.csv`,
    );
    const period = getElectricityBillPeriod.response.parse(
      await (await call(aroha, 'POST', getElectricityBillPeriod.path, range)).json(),
    );
    expect(rows.map((row) => row.Date)).toEqual(period.dailyUsage.usage.map((day) => day.startDate));
    for (const row of rows) {
      const items = [
        'Energy (NZD)',
        'Daily charge (NZD)',
        'Levies (NZD)',
        'GST (NZD)',
        'Discounts (NZD)',
        'Credits (NZD)',
      ];
      expect(items.reduce((sum, item) => sum + cents(row[item]!), 0)).toBe(cents(row['Total (NZD)']!));
    }
    const total = rows.reduce((sum, row) => sum + cents(row['Total (NZD)']!), 0);
    expect(total).toBe(period.dailyUsage.usage.reduce((sum, day) => sum + Math.round(day.costNZD * 100), 0));
    // A month back, every day is read: as it was, or revised (first estimated, since read).
    expect(rows.every((row) => ['actual', 'revised'].includes(row.Reading ?? ''))).toBe(true);
  });

  it('has a row a half-hour, 46 and 50 on the days the clocks change, adding up to the day', async () => {
    const forward = '2026-09-27';
    const { rows } = await rowsOf({ startDate: forward, endDate: shift(forward, 1), interval: 'halfHour' });
    expect(rows.filter((row) => row.Date === forward)).toHaveLength(46);
    expect(rows.filter((row) => row.Date === shift(forward, 1))).toHaveLength(48);
    const back = await rowsOf({ startDate: '2026-04-05', endDate: '2026-04-05', interval: 'halfHour' });
    expect(back.rows).toHaveLength(50);
    const twice = back.rows.filter((row) => row['Start (NZ time)']!.includes('T02:00:00'));
    expect(twice.map((row) => row['Start (NZ time)'])).toEqual([
      '2026-04-05T02:00:00+13:00',
      '2026-04-05T02:00:00+12:00',
    ]);
    const day = getElectricityBillPeriod.response.parse(
      await (
        await call(aroha, 'POST', getElectricityBillPeriod.path, { startDate: '2026-04-05', endDate: '2026-04-05' })
      ).json(),
    ).dailyUsage.usage[0]!;
    const kwh = back.rows.reduce((sum, row) => sum + Number(row.kWh), 0);
    expect(kwh).toBeCloseTo(day.kw, 0);
  });

  it('says which days are estimated and which are not read yet, at the end of the readings', async () => {
    const { rows } = await rowsOf({ startDate: shift(TEST_TODAY, -3), endDate: TEST_TODAY, interval: 'day' });
    expect(['actual', 'revised']).toContain(rows[0]?.Reading);
    expect(rows.slice(1).map((row) => row.Reading)).toEqual(['estimated', 'estimated', 'not read yet']);
    expect(rows.at(-1)?.kWh).toBe('');
  });

  it('has a row a month, the range’s days of it, and 24 months at most in one file', async () => {
    const startDate = shift(addMonths(TEST_TODAY, -24), 1);
    const { rows } = await rowsOf({ startDate, endDate: TEST_TODAY, interval: 'month' });
    // 24 months less a day: 25 calendar months, or 24 when they start on the 1st.
    const months =
      (Number(TEST_TODAY.slice(0, 4)) - Number(startDate.slice(0, 4))) * 12 +
      Number(TEST_TODAY.slice(5, 7)) -
      Number(startDate.slice(5, 7)) +
      1;
    expect(rows).toHaveLength(months);
    expect(months).toBe(startDate.endsWith('-01') ? 24 : 25);
    expect(rows[0]).toMatchObject({ Month: startDate.slice(0, 7), From: startDate, To: endOfMonth(startDate) });
    expect(Number(rows[1]?.['Days read'])).toBeGreaterThanOrEqual(28);
  });

  it.each([
    ['a range of more than 24 months', { startDate: shift(addMonths(TEST_TODAY, -24), -1), endDate: TEST_TODAY }],
    ['an end after today', { startDate: shift(TEST_TODAY, -5), endDate: shift(TEST_TODAY, 1) }],
    ['a start before the readings', { startDate: shift(TEST_TODAY, -3 * 365 - 1), endDate: shift(TEST_TODAY, -1000) }],
    ['an end before its start', { startDate: shift(TEST_TODAY, -5), endDate: shift(TEST_TODAY, -6) }],
  ])('refuses %s with a 400 naming the field, in the portal’s words', async (_case, range) => {
    const response = await download({ ...range, interval: 'day' });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { errors: { field: string; detail: string }[] };
    expect(problem.errors).toEqual(
      Object.entries(usageExportRangeErrors(range, TEST_TODAY)).map(([field, detail]) => ({ field, detail })),
    );
    expect(problem.errors.length).toBeGreaterThan(0);
  });

  it('marks the days, and within them the half-hours, whose reads came late and revised their estimates', async () => {
    const year = await rowsOf({ startDate: shift(TEST_TODAY, -365), endDate: shift(TEST_TODAY, -3), interval: 'day' });
    // About one day a month (household/series.ts): a year has some.
    const revisedDay = year.rows.find((row) => row.Reading === 'revised');
    expect(revisedDay).toBeDefined();
    const { rows } = await rowsOf({ startDate: revisedDay!.Date!, endDate: revisedDay!.Date!, interval: 'halfHour' });
    const revised = rows.filter((row) => row.Reading === 'revised');
    expect(revised.length).toBeGreaterThanOrEqual(4);
    expect(revised.every((row) => row.kWh !== '')).toBe(true);
  });

  it('is gzipped as it is written for a client that takes gzip, rather than held back to be compressed whole', async () => {
    const range = { startDate: lastMonth, endDate: endOfMonth(lastMonth), interval: 'halfHour' as const };
    const response = await call(
      aroha,
      'GET',
      `${downloadElectricityUsage.path}?${new URLSearchParams(range)}`,
      undefined,
      { 'Accept-Encoding': 'gzip, br' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBeNull();
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThanOrEqual(28 * 48);
  });

  it('gives a buying group its use in kWh, with no money, in the file and the totals (spec 1 §4)', async () => {
    const range = { startDate: lastMonth, endDate: endOfMonth(lastMonth) };
    const file = await call(
      hemi,
      'GET',
      `${downloadElectricityUsage.path}?${new URLSearchParams({ ...range, interval: 'day' })}`,
    );
    expect((await file.text()).split('\r\n')[0]).toBe('Date,kWh,Reading');
    const summary = getUsageSummary.response.parse(
      await (await call(hemi, 'POST', getUsageSummary.path, range)).json(),
    );
    expect(summary.actualUsage.unit).toBe('kwh');
    expect(summary.costBreakdown).toBeNull();
  });

  it('refuses an interval it does not write', async () => {
    const response = await call(
      aroha,
      'GET',
      `${downloadElectricityUsage.path}?startDate=${TEST_TODAY}&endDate=${TEST_TODAY}&interval=week`,
    );
    expect(response.status).toBe(400);
  });
});
