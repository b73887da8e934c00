import type { BillInsights } from '@harakeke/contract';
import type { BilledAccount } from '../bill-planner/bill-planner.js';
import { issuedBillFigures } from '../bill-planner/bill-periods.js';
import { ensureIssuedBills, issuedBillsOf } from '../bills/bills.js';
import type { Database, Queryable } from '../db/client.js';
import { billChangeReasons, changeOf } from './bill-changes.js';

/** Bills the insights let the customer choose from. */
const BILLS_LISTED = 12;
/** Before any demo account's first reading: bill insights list every issued bill of the account. */
const EARLIEST_BILL_DATE = '2000-01-01';

/** Which bill to look at: by its id, by the start of its period, or (neither) the last one. */
export interface BillChoice {
  billId?: string | undefined;
  billStartDate?: string | undefined;
}

/** Every issued bill of the account (at most two years); the oldest listed needs the one before it. */
const everyBill = (today: string) => ({ today, since: EARLIEST_BILL_DATE });

/** Issues every bill of the account not kept yet (a write): the step getBillInsights takes before billInsights. */
export async function ensureBillInsightsBills(db: Database, { account }: BilledAccount, today: string): Promise<void> {
  await ensureIssuedBills(db, account, everyBill(today));
}

/**
 * Bill insights (spec 2 §7): the chosen issued bill of the account against the one before it, with the bills to
 * choose from and why the amount changed; null when there is no such bill, or no bill before it to compare with.
 * After ensureBillInsightsBills.
 */
export async function billInsights(
  db: Queryable,
  { account }: BilledAccount,
  today: string,
  choice: BillChoice,
): Promise<BillInsights | null> {
  const issued = await issuedBillsOf(db, account.id, everyBill(today));
  const listed = issued.slice(0, Math.min(BILLS_LISTED, issued.length - 1));
  const index = listed.findIndex((bill) =>
    choice.billId ? bill.id === choice.billId : choice.billStartDate ? bill.periodStart === choice.billStartDate : true,
  );
  const selected = listed[index];
  const previous = issued[index + 1];
  if (!selected || !previous) return null;
  const selectedBill = issuedBillFigures(selected);
  const previousBill = issuedBillFigures(previous);
  const usage = changeOf(selectedBill.kWh, previousBill.kWh);
  const cost = changeOf(selectedBill.amount, previousBill.amount);
  return {
    billingAccountId: account.id,
    bills: listed.map((bill) => ({
      billId: bill.id,
      startDate: bill.periodStart,
      endDate: bill.periodEnd,
      issueDate: bill.issueDate,
      amount: bill.amount,
    })),
    selectedBill,
    previousBill,
    usageChange: { kWh: usage.value, percent: usage.percent },
    costChange: { amount: cost.value, percent: cost.percent },
    reasons: billChangeReasons(selectedBill, previousBill),
  };
}
