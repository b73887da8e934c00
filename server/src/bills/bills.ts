import type { Bill, BillingAccount, CreditExtension } from '@harakeke/contract';
import type { Brand } from '@harakeke/themes';
import { nzdOf, round2 } from '../amounts.js';
import type { Database, Queryable } from '../db/client.js';
import { nzd } from '../format.js';
import type { FileAnswer } from '../http/define-route.js';
import { recurringMethodOf } from '../payments/payments.js';
import { RECURRING_DISCOUNT_CENTS } from '../payments/rules.js';
import { dailyReadings, ensureReadings } from '../readings/queries.js';
import { addDays, datesBetween } from '@harakeke/calendar';
import { powershoutCreditHours } from '../powershout/day-credits.js';
import { creditedDayCost, tariffs, type CostBreakdown } from '../usage/tariffs.js';
import { currentCycle, issuedCycles, type BillCycle } from './bill-cycles.js';
import { billFileName } from './bill-document.js';
import { billPdf } from './bill-pdf.js';
import { creditExtensionFor, type ExtensionState } from './credit-extension.js';
import {
  billableSupplyRows,
  billRowsIssuedBetween,
  findCreditExtensionRow,
  findCustomerBillRow,
  insertBill,
  keptBillPeriodStarts,
  saveCreditExtension,
  type BillableSupplyRow,
  type BillRow,
  type CreditExtensionRow,
} from './queries.js';
import { transactionsCsv, transactionsOf } from './transactions.js';

/** How many issued bills an account shows: two years of monthly bills. */
export const BILL_HISTORY = 24;

/** A bill's payment follows it by up to 16 days, so transactions from a date need the bills issued before it too. */
const PAYMENT_LAG_DAYS = 16;

/** A monthly bill is issued at most a cycle (31 days) and its issue delay ago. */
const LAST_BILL_WITHIN_DAYS = 35;

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
async function composeBill(db: Database, cycle: BillCycle, supplies: readonly BillableSupplyRow[]) {
  let items = emptyItems();
  const billed: Bill['supplies'] = [];
  for (const supply of supplies) {
    const days = await dailyReadings(db, [supply.id], cycle.start, cycle.end);
    const creditHours = await powershoutCreditHours(db, [supply.id], cycle.start, cycle.end);
    let supplyItems = emptyItems();
    let kwh = 0;
    for (const day of days.filter((candidate) => candidate.halfHours > candidate.missing)) {
      supplyItems = addItems(supplyItems, creditedDayCost(tariffs[supply.supply_type], day, creditHours));
      kwh += day.peakKwh + day.offPeakKwh;
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
  return { items, supplies: billed };
}

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
  const supplies = await billableSupplyRows(db, account.id);
  const kept = new Set(await keptBillPeriodStarts(db, account.id));
  const anchorDay = Number(account.billing.window.startDate.slice(8, 10));
  let earliest = '';
  for (const supply of supplies) {
    const first = (await ensureReadings(db, { id: supply.id, supplyType: supply.supply_type }))?.firstDay ?? '';
    if (!earliest || first < earliest) earliest = first;
  }
  for (const cycle of issuedCycles(today, anchorDay, earliest || today, BILL_HISTORY)) {
    if (cycle.issueDate < since) break;
    if (kept.has(cycle.start)) continue;
    const { items, supplies: billed } = await composeBill(db, cycle, supplies);
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

/**
 * spec 1 §2 transactions of the account in a range, newest first: its bills, the payments that settled them and the
 * prompt-payment credits. The bills issued by today are issued first.
 */
export async function accountTransactions(
  db: Database,
  account: BillingAccount,
  range: { startDate: string; endDate: string },
  today: string,
) {
  const paysByRecurringPayment = (await recurringMethodOf(db, account.id)) !== 'none';
  const bills = { today, since: addDays(range.startDate, -PAYMENT_LAG_DAYS) };
  await ensureIssuedBills(db, account, bills);
  return transactionsOf(
    await issuedBillsOf(db, account.id, bills),
    {
      totalBalance: account.balance.totalBalance,
      promptPaymentDiscount: account.balance.promptPaymentDiscount,
      paysByRecurringPayment,
    },
    { ...range, today },
  );
}

/** spec 1 §7 downloadTransactions: the account's transactions in a range as a CSV file. */
export async function transactionsFile(
  db: Database,
  account: BillingAccount,
  range: { startDate: string; endDate: string },
  today: string,
): Promise<FileAnswer> {
  return {
    body: transactionsCsv(await accountTransactions(db, account, range, today)),
    fileName: `transactions ${account.customerNumber} ${range.startDate} to ${range.endDate}.csv`,
  };
}

/** One of the customer's bills with who and where it was for; undefined when it is not theirs or does not exist. */
export async function customerBillOf(db: Queryable, customerId: string, billId: string) {
  const row = await findCustomerBillRow(db, customerId, billId);
  return row
    ? { bill: toBill(row), customerNumber: row.customer_number, address: row.full_address, owner: row.owner }
    : undefined;
}

/** spec 1 §7 downloadBill: the customer's bill as a PDF in the brand they signed in to; undefined as customerBillOf. */
export async function billFile(
  db: Queryable,
  customerId: string,
  billId: string,
  brand: Brand,
): Promise<FileAnswer | undefined> {
  const found = await customerBillOf(db, customerId, billId);
  if (!found) return undefined;
  const { periodStart, periodEnd, supplies } = found.bill;
  // The period's days of each supply, for the bill's charges by rate and its daily-use chart.
  const usage = [];
  for (const supply of supplies) {
    usage.push({ ...supply, days: await dailyReadings(db, [supply.supplyPointId], periodStart, periodEnd) });
  }
  const document = { brand, ...found, usage };
  return { body: await billPdf(document), fileName: billFileName(document) };
}

/**
 * spec 1 §2 getBillSummaryV2: the last bill, the cycle being billed now, the balance, and a direct debit promotion
 * for an account without a recurring payment. The bills issued by today are issued first.
 */
export async function billSummary(db: Database, account: BillingAccount, today: string) {
  const recent = { today, since: addDays(addDays(today, -LAST_BILL_WITHIN_DAYS), -PAYMENT_LAG_DAYS) };
  await ensureIssuedBills(db, account, recent);
  const [lastBill = null] = await issuedBillsOf(db, account.id, recent);
  const cycle = currentCycle(today, Number(account.billing.window.startDate.slice(8, 10)));
  const method = await recurringMethodOf(db, account.id);
  return {
    billingAccountId: account.id,
    lastBill,
    currentBillPeriod: {
      startDate: cycle.start,
      endDate: cycle.end,
      daysInBillPeriod: datesBetween(cycle.start, cycle.end).length,
      daysElapsed: datesBetween(cycle.start, today).length,
    },
    balance: {
      current: account.balance.current,
      overdue: account.balance.overdue,
      total: account.balance.totalBalance,
      promptPaymentDiscount: account.balance.promptPaymentDiscount,
      dueDate: account.balance.dueDate,
    },
    promotion:
      method === 'none'
        ? {
            title: 'Pay by direct debit',
            message: `Set up a direct debit and get ${nzd.format(nzdOf(RECURRING_DISCOUNT_CENTS.directDebit))} off every bill.`,
          }
        : null,
  };
}

const extensionStateOf = (row: CreditExtensionRow): ExtensionState => ({
  totalCents: Number(row.current_cents) + Number(row.overdue_cents),
  overdueCents: Number(row.overdue_cents),
  dueDate: row.due_date,
  extendedTo: row.extended_to,
});

/** spec 1 §4 getCreditExtension: whether the account's bill can be extended; undefined without the account. */
export async function creditExtensionOf(db: Queryable, billingAccountId: string): Promise<CreditExtension | undefined> {
  const row = await findCreditExtensionRow(db, billingAccountId);
  return row && creditExtensionFor(extensionStateOf(row));
}

/**
 * spec 1 §4 requestCreditExtension: moves the due date on by the extension, under a row lock, so two requests at once
 * extend once. The answer says whether this request did, and the extension's state after it; undefined without the
 * account.
 */
export async function extendDueDate(db: Database, billingAccountId: string) {
  return db.transaction(async (tx) => {
    const row = await findCreditExtensionRow(tx, billingAccountId, { forUpdate: true });
    if (!row) return undefined;
    const state = extensionStateOf(row);
    const before = creditExtensionFor(state);
    if (!before.eligible || !state.dueDate || !before.newEndDate) return { extended: false, state: before };
    await saveCreditExtension(tx, billingAccountId, { originalDueDate: state.dueDate, newDueDate: before.newEndDate });
    const after = creditExtensionFor({ ...state, dueDate: before.newEndDate, extendedTo: before.newEndDate });
    return { extended: true, state: after };
  });
}
