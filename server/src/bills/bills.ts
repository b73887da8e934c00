import { addDays } from '@harakeke/calendar';
import type { Bill, BillingAccount } from '@harakeke/contract';
import type { Brand } from '@harakeke/themes';
import { nzdOf, round2 } from '../amounts.js';
import type { Database, Queryable } from '../db/client.js';
import type { FileAnswer } from '../http/file-answer.js';
import { dailyReadings, dayKwh, ensureReadings } from '../readings/queries.js';
import { recurringPeriodsOf } from '../recurring-payments/recurring-payments.js';
import { recurringDiscountCentsOn, recurringMethodOn } from '../recurring-payments/rules.js';
import { powershoutCreditHours } from '../powershout/day-credits.js';
import { creditedDayCost, tariffs, type CostBreakdown } from '../tariffs/tariffs.js';
import { issuedCycles, type BillCycle } from '../billing-accounts/bill-cycles.js';
import { billFileName, type BillStatement } from './bill-document.js';
import { keptBillPdf } from './drawn-bills.js';
import {
  billableSupplyRows,
  billRowsIssuedBetween,
  findCustomerBillRow,
  insertBill,
  keptBillPeriodStarts,
  type BillableSupplyRow,
  type BillRow,
} from './queries.js';

/** A cycle starts at most this many days before its bill's issue date (31 days and the issue delay). */
const READINGS_BEFORE_ISSUE_DAYS = 35;

/** How many issued bills an account shows: two years of monthly bills. */
export const BILL_HISTORY = 24;

/** What a billing account's bills are issued from: every cycle starts on its billing window's day of the month. */
export type BillableAccount = Pick<BillingAccount, 'id' | 'customerNumber' | 'billing'>;

function toBill(row: BillRow): Bill {
  return {
    id: row.id,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    amount: nzdOf(Number(row.amount_cents)),
    items: row.items,
    supplies: row.supplies,
  };
}

const emptyItems = (): CostBreakdown => ({
  energyCents: 0,
  dailyChargeCents: 0,
  leviesCents: 0,
  gstCents: 0,
  discountCents: 0,
  powershoutCreditCents: 0,
  totalCents: 0,
});

function addItems(sum: CostBreakdown, day: CostBreakdown): CostBreakdown {
  return {
    energyCents: sum.energyCents + day.energyCents,
    dailyChargeCents: sum.dailyChargeCents + day.dailyChargeCents,
    leviesCents: sum.leviesCents + day.leviesCents,
    gstCents: sum.gstCents + day.gstCents,
    discountCents: sum.discountCents + day.discountCents,
    powershoutCreditCents: sum.powershoutCreditCents + day.powershoutCreditCents,
    totalCents: sum.totalCents + day.totalCents,
  };
}

const billItemsOf = (items: CostBreakdown): Bill['items'] => ({
  energy: nzdOf(items.energyCents),
  dailyCharge: nzdOf(items.dailyChargeCents),
  levies: nzdOf(items.leviesCents),
  gst: nzdOf(items.gstCents),
  discounts: nzdOf(items.discountCents),
  powershoutCredits: nzdOf(items.powershoutCreditCents),
});

/**
 * One cycle's bill: each supply's days costed exactly as the daily usage charts cost them (`creditedDayCost`, to the
 * cent, PowerShout credits included), so a customer can add up the chart's days and arrive at the bill. Days without
 * any reading are not charged.
 */
async function composeBill(
  db: Database,
  cycle: BillCycle,
  supplies: readonly BillableSupplyRow[],
  recurringDiscountCents: number,
) {
  let items = emptyItems();
  const billed: Bill['supplies'] = [];
  for (const supply of supplies) {
    const days = await dailyReadings(db, [supply.id], cycle.start, cycle.end);
    const creditHours = await powershoutCreditHours(db, [supply.id], cycle.start, cycle.end);
    let supplyItems = emptyItems();
    let kwh = 0;
    for (const day of days.filter((candidate) => candidate.halfHours > candidate.missing)) {
      supplyItems = addItems(supplyItems, creditedDayCost(tariffs[supply.supply_type], day, creditHours));
      kwh += dayKwh(day);
    }
    items = addItems(items, supplyItems);
    billed.push({
      supplyPointId: supply.id,
      supplyType: supply.supply_type,
      address: supply.address,
      kwh: round2(kwh),
      amount: nzdOf(supplyItems.totalCents),
    });
  }
  // spec 1 §4: the recurring-payment discount comes off the bill as a whole, never below nothing.
  const discountCents = Math.min(recurringDiscountCents, Math.max(items.totalCents, 0));
  items = {
    ...items,
    discountCents: items.discountCents + discountCents,
    totalCents: items.totalCents - discountCents,
  };
  return { items, supplies: billed };
}

/** The first day of readings that the bills of cycles issued from `since` are composed from. */
export const readingsFromForBillsSince = (since: string): string => addDays(since, -READINGS_BEFORE_ISSUE_DAYS);

/**
 * Issues the account's bills of the cycles issued from `since` to `today` (at most two years of them) that it has no
 * bill for yet: a cycle's bill is composed from readings the first time it is asked for and kept from then on, as a
 * real bill is; two requests composing it at once keep the first. Call it before `issuedBillsOf`.
 */
export async function ensureIssuedBills(
  db: Database,
  account: BillableAccount,
  { today, since }: { today: string; since: string },
): Promise<void> {
  const anchorDay = Number(account.billing.window.startDate.slice(8, 10));
  const kept = new Set(await keptBillPeriodStarts(db, account.id, since));
  // Usually every bill asked for is kept already: one query, however long the account's history.
  const asked = issuedCycles(today, anchorDay, '', BILL_HISTORY).filter((cycle) => cycle.issueDate >= since);
  if (asked.every((cycle) => kept.has(cycle.start))) return;
  const supplies = await billableSupplyRows(db, account.id);
  let earliest = '';
  // Only the readings of the cycles asked for: a cycle issued on `since` starts at most a cycle (31 days) and the issue
  // delay before it. The balance asks for a few recent bills, so a customer's first page waits for months, not years.
  const need = { today, from: readingsFromForBillsSince(since) };
  for (const supply of supplies) {
    const first = (await ensureReadings(db, { id: supply.id, supplyType: supply.supply_type }, need))?.firstDay ?? '';
    if (!earliest || first < earliest) earliest = first;
  }
  const recurring = await recurringPeriodsOf(db, account.id);
  for (const cycle of issuedCycles(today, anchorDay, earliest || today, BILL_HISTORY)) {
    if (cycle.issueDate < since) break;
    if (kept.has(cycle.start)) continue;
    const discountCents = recurringDiscountCentsOn(recurring, cycle.issueDate);
    const { items, supplies: billed } = await composeBill(db, cycle, supplies, discountCents);
    await insertBill(db, {
      id: `B${account.customerNumber}-${cycle.issueDate.replaceAll('-', '')}`,
      billingAccountId: account.id,
      issueDate: cycle.issueDate,
      dueDate: cycle.dueDate,
      periodStart: cycle.start,
      periodEnd: cycle.end,
      amountCents: items.totalCents,
      items: billItemsOf(items),
      supplies: billed,
    });
  }
}

/** The account's kept bills issued from `since` to `today`, newest first, at most two years of them. */
export async function issuedBillsOf(
  db: Queryable,
  billingAccountId: string,
  { today, since }: { today: string; since: string },
): Promise<Bill[]> {
  return (await billRowsIssuedBetween(db, billingAccountId, { since, today, limit: BILL_HISTORY })).map(toBill);
}

/** One of the customer's bills with who and where it was for; undefined when it is not theirs or does not exist. */
export async function customerBillOf(db: Queryable, customerId: string, billId: string) {
  const row = await findCustomerBillRow(db, customerId, billId);
  return row
    ? {
        bill: toBill(row),
        billingAccountId: row.billing_account_id,
        customerNumber: row.customer_number,
        address: row.full_address,
        owner: row.owner,
      }
    : undefined;
}

export type CustomerBill = NonNullable<Awaited<ReturnType<typeof customerBillOf>>>;

/**
 * spec 1 §7 downloadBill: the customer's bill as a PDF in the brand they signed in to, with its statement (what was
 * owed when it was issued) and how it is paid.
 */
export async function billFile(
  db: Queryable,
  found: CustomerBill,
  { brand, statement }: { brand: Brand; statement: BillStatement },
): Promise<FileAnswer> {
  const { periodStart, periodEnd, supplies, issueDate } = found.bill;
  // The period's days of each supply, for the bill's charges by rate and its daily-use chart.
  const usage = [];
  for (const supply of supplies) {
    usage.push({ ...supply, days: await dailyReadings(db, [supply.supplyPointId], periodStart, periodEnd) });
  }
  const automaticPayment = recurringMethodOn(await recurringPeriodsOf(db, found.billingAccountId), issueDate);
  const document = { brand, ...found, usage, statement, automaticPayment };
  return { body: await keptBillPdf(document), fileName: billFileName(document) };
}
