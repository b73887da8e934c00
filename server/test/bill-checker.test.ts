import { getBill, getBillChecker, getTransactions, type Bill } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { billChecks } from '../src/bill-checker/checks.js';
import { demoCustomers } from '../src/demo/customers.js';
import { addDays } from '@harakeke/calendar';
import { demoCustomer, expectOk, useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// The bill checker (spec 2 §3; shapes ours), from the database, per customer.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');

const { get } = useCustomerApi([aroha]);
const today = TEST_TODAY;

describe('bill checker', () => {
  it('checks the newest issued bill: it matches the daily usage, and the period, estimates and rise are told', async () => {
    const checker = getBillChecker.response.parse(await expectOk(await get(aroha, getBillChecker.path)));
    const transactions = getTransactions.response.parse(
      await expectOk(await get(aroha, `${getTransactions.path}?startDate=${addDays(today, -60)}&endDate=${today}`)),
    ).transactions;
    const newest = transactions.find((row) => row.kind === 'bill');
    expect(checker.billId).toBe(newest?.billId);
    const bill = getBill.response.parse(
      await expectOk(await get(aroha, getBill.path.replace('{billId}', checker.billId))),
    );
    expect(checker).toMatchObject({ periodStart: bill.periodStart, periodEnd: bill.periodEnd, amount: bill.amount });
    expect(checker.checks.map((check) => check.id)).toEqual([
      'matchesDailyUsage',
      'periodLength',
      'estimatedDays',
      'comparedWithRecentBills',
    ]);
    // Bills are composed from the same daily costs the usage charts show, so they reconcile to the cent.
    expect(checker.checks[0]).toMatchObject({ status: 'pass', title: 'Your bill matches your daily usage' });
    expect(checker.checks[1]?.status).toBe('pass');
    for (const check of checker.checks) expect(check.detail.length).toBeGreaterThan(0);
  });
});

describe('bill checks', () => {
  const billOf = (amount: number, periodStart = '2026-09-16', periodEnd = '2026-10-15'): Bill => ({
    id: 'B1-20261017',
    issueDate: addDays(periodEnd, 2),
    dueDate: addDays(periodEnd, 16),
    periodStart,
    periodEnd,
    amount,
    items: { energy: 0, dailyCharge: 0, levies: 0, gst: 0, discounts: 0, powershoutCredits: 0 },
    supplies: [],
  });
  const statuses = (checks: ReturnType<typeof billChecks>) =>
    Object.fromEntries(checks.map((check) => [check.id, check.status]));

  it('warns when the bill differs from the daily costs, covers an unusual period, has estimates or rose over 20 %', () => {
    const earlier = [billOf(100), billOf(110), billOf(90)];
    expect(statuses(billChecks(billOf(120), { dailyCostCents: 12000, estimatedDays: 0 }, earlier))).toEqual({
      matchesDailyUsage: 'pass',
      periodLength: 'pass',
      estimatedDays: 'pass',
      comparedWithRecentBills: 'pass',
    });
    const checks = billChecks(
      billOf(120.01, '2026-09-01', '2026-10-15'),
      { dailyCostCents: 11999, estimatedDays: 2 },
      earlier,
    );
    expect(statuses(checks)).toEqual({
      matchesDailyUsage: 'warn',
      periodLength: 'warn',
      estimatedDays: 'warn',
      comparedWithRecentBills: 'warn',
    });
    expect(checks.find((check) => check.id === 'estimatedDays')?.detail).toContain('2 days');
    expect(statuses(billChecks(billOf(50), { dailyCostCents: 5000, estimatedDays: 0 }, []))).toMatchObject({
      comparedWithRecentBills: 'pass',
    });
  });
});
