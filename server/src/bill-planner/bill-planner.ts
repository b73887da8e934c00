import type { BillingAccount, BillPlanner } from '@harakeke/contract';
import { centsOf, nzdOf, round2 } from '../amounts.js';
import { ensureIssuedBills, issuedBillsOf } from '../bills/bills.js';
import type { Database, Queryable } from '../db/client.js';
import { dailyReadings, ensureReadings, lastCompleteDay } from '../readings/queries.js';
import { addDays, datesBetween } from '@harakeke/calendar';
import {
  billFigures,
  cycleAnchorDay,
  cyclesFrom,
  issuedBillFigures,
  type BilledReadings,
  type BilledSupply,
  type BillPeriod,
} from './bill-periods.js';
import { billedSupplyRows } from './queries.js';

/** Bills the planner looks ahead, the current one first. */
const BILLS_AHEAD = 6;
/** 52 weeks: last year's same period starts on the same weekday. */
const A_YEAR_OF_WEEKS = 364;
/** The newest bill is at most a cycle (31 days) and its issue delay old; a 35-day look back is enough. */
const LAST_BILL_WITHIN_DAYS = 35;

/** The selected billing account with the supply points its bills charge. */
export interface BilledAccount {
  /** As recorded; what it owes is not the planner's concern. */
  account: Omit<BillingAccount, 'balance'>;
  supplies: BilledSupply[];
}

/** The selected billing account with its billed supply points, or what it lacks for the planner and insights. */
export type BilledAccountOutcome = { kind: 'ok'; billed: BilledAccount } | { kind: 'noElectricitySupply' };

/**
 * spec 2 §7: the bill planner and bill insights look at the selected billing account, the same one (and so the same
 * issued bills) as the transactions and bill summary show, when it has an electricity supply.
 */
export async function billedAccountOf(db: Queryable, account: BilledAccount['account']): Promise<BilledAccountOutcome> {
  const supplies = (await billedSupplyRows(db, account.id)).map((row) => ({ id: row.id, supplyType: row.supply_type }));
  if (!supplies.some((supply) => supply.supplyType === 'electricity')) return { kind: 'noElectricitySupply' };
  return { kind: 'ok', billed: { account, supplies } };
}

/** The newest bill is looked for among the bills issued in this range. */
const lastBillRange = (today: string) => ({ today, since: addDays(today, -LAST_BILL_WITHIN_DAYS) });

/**
 * Brings each billed supply point's readings up to the last complete day and issues the account's newest bill (writes):
 * the step getBillPlanner takes before billPlanner reads them.
 */
export async function ensureBillPlannerRecords(
  db: Database,
  { account, supplies }: BilledAccount,
  today: string,
): Promise<void> {
  for (const supply of supplies) await ensureReadings(db, supply, { today });
  await ensureIssuedBills(db, account, lastBillRange(today));
}

/** The billed supply points' daily readings from `from` to `lastDay`. */
async function billedReadingsOf(
  db: Queryable,
  supplies: readonly BilledSupply[],
  from: string,
  lastDay: string,
): Promise<BilledReadings> {
  const readings: BilledReadings = [];
  for (const supply of supplies) {
    readings.push({ ...supply, days: await dailyReadings(db, [supply.id], from, lastDay) });
  }
  return readings;
}

const yearBefore = (period: BillPeriod): BillPeriod => ({
  startDate: addDays(period.startDate, -A_YEAR_OF_WEEKS),
  endDate: addDays(period.endDate, -A_YEAR_OF_WEEKS),
});

/**
 * The bill planner (spec 2 §7): the bill cycle running today so far and projected, the last issued bill, the next
 * cycles estimated from the same weeks a year before, and a weekly payment that would cover them. After
 * ensureBillPlannerRecords.
 */
export async function billPlanner(
  db: Queryable,
  { account, supplies }: BilledAccount,
  today: string,
): Promise<BillPlanner> {
  const ahead = cyclesFrom(today, cycleAnchorDay(account.billing.window.startDate), BILLS_AHEAD);
  const current = ahead[0] ?? { startDate: today, endDate: today };
  const lastDay = lastCompleteDay(today);
  const readings = await billedReadingsOf(db, supplies, yearBefore(current).startDate, lastDay);
  const soFar = billFigures(current, readings, lastDay);
  const days = datesBetween(current.startDate, current.endDate).length;
  const daysElapsed = Math.max(0, datesBetween(current.startDate, lastDay).length);
  const daysRemaining = days - daysElapsed;
  const upcomingBills = ahead.map((period) => {
    const lastYear = billFigures(yearBefore(period), readings, lastDay);
    return { ...period, estimatedKwh: lastYear.kWh, estimatedAmount: lastYear.amount };
  });
  const aheadDays = ahead.reduce((sum, period) => sum + datesBetween(period.startDate, period.endDate).length, 0);
  const aheadCents = upcomingBills.reduce((sum, bill) => sum + centsOf(bill.estimatedAmount), 0);
  const [lastBill] = await issuedBillsOf(db, account.id, lastBillRange(today));
  return {
    billingAccountId: account.id,
    currentPeriod: {
      ...current,
      days,
      daysElapsed,
      daysRemaining,
      kWhSoFar: soFar.kWh,
      amountSoFar: soFar.amount,
      projectedKwh: round2(soFar.kWh + soFar.dailyAverage.kWh * daysRemaining),
      projectedAmount: nzdOf(centsOf(soFar.amount) + centsOf(soFar.dailyAverage.amount) * daysRemaining),
    },
    lastBill: lastBill ? issuedBillFigures(lastBill) : null,
    upcomingBills,
    suggestedWeeklyPayment: nzdOf((aheadCents / aheadDays) * 7),
  };
}
