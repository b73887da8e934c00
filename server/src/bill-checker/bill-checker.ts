import { BILLS_COMPARED, type Bill, type BillChecker, type BillingAccount } from '@harakeke/contract';
import { centsOf } from '../amounts.js';
import { ensureIssuedBills, issuedBillsOf } from '../bills/bills.js';
import type { Database, Queryable } from '../db/client.js';
import { dailyReadings, ensureReadings, lastCompleteDay } from '../readings/queries.js';
import { periodData } from '../usage/period-data.js';
import { powershoutCreditHours } from '../powershout/day-credits.js';
import { addDays, datesBetween } from '@harakeke/calendar';
import { tariffs } from '../tariffs/tariffs.js';
import { billChecks, type BillPeriodUsage } from './checks.js';

/** Bills issued this long ago still hold the last bill and the three before it (four cycles and the issue delay). */
const CHECKED_BILLS_WITHIN_DAYS = 4 * 31 + 5;

/** The bills the checker looks at: the last bill and the three before it. */
const checkedBills = (today: string) => ({ today, since: addDays(today, -CHECKED_BILLS_WITHIN_DAYS) });

/**
 * Issues the bills the checker looks at, and brings the readings of every supply the newest one charged up to date
 * (writes), so its period can be read: the step getBillChecker takes before billChecker.
 */
export async function ensureCheckedBills(
  db: Database,
  account: Omit<BillingAccount, 'balance'>,
  today: string,
): Promise<void> {
  await ensureIssuedBills(db, account, checkedBills(today));
  const [bill] = await issuedBillsOf(db, account.id, checkedBills(today));
  for (const supply of bill?.supplies ?? []) {
    await ensureReadings(db, { id: supply.supplyPointId, supplyType: supply.supplyType }, { today });
  }
}

/**
 * The daily costs and estimated days of a bill's period, from the readings of the supplies it charged: each day
 * costed as the usage charts cost it, its PowerShout credit taken off, as the bill was composed.
 */
async function billPeriodUsageOf(db: Queryable, bill: Bill, lastDay: string): Promise<BillPeriodUsage> {
  const dates = datesBetween(bill.periodStart, bill.periodEnd);
  let dailyCostCents = 0;
  const estimated = new Set<string>();
  for (const supply of bill.supplies) {
    const ids = [supply.supplyPointId];
    const days = await dailyReadings(db, ids, bill.periodStart, bill.periodEnd);
    const usage = periodData(dates, days, {
      tariff: tariffs[supply.supplyType],
      lastCompleteDay: lastDay,
      costIncluded: true,
      creditHours: await powershoutCreditHours(db, ids, bill.periodStart, bill.periodEnd),
    }).dailyUsage.usage;
    dailyCostCents += usage.reduce((sum, day) => sum + centsOf(day.costNZD), 0);
    for (const day of usage) if (day.type === 'estimated') estimated.add(day.startDate);
  }
  return { dailyCostCents, estimatedDays: estimated.size };
}

/**
 * The bill checker (spec 2 §3, 'field shapes not shown') of a billing account: its newest issued bill, checked against
 * its period's daily usage and the bills before it; null while the account has no bill. After ensureCheckedBills.
 */
export async function billChecker(
  db: Queryable,
  account: Omit<BillingAccount, 'balance'>,
  today: string,
): Promise<BillChecker | null> {
  const bills = await issuedBillsOf(db, account.id, checkedBills(today));
  const [bill, ...earlier] = bills;
  if (!bill) return null;
  const usage = await billPeriodUsageOf(db, bill, lastCompleteDay(today));
  return {
    billingAccountId: account.id,
    billId: bill.id,
    periodStart: bill.periodStart,
    periodEnd: bill.periodEnd,
    amount: bill.amount,
    checks: billChecks(bill, usage, earlier.slice(0, BILLS_COMPARED)),
  };
}
