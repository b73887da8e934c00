import { addDays, aucklandInstant, endOfMonth, hoursInAucklandDay } from '@harakeke/calendar';
import { issuedCycles, type BillCycle } from '../src/billing-accounts/bill-cycles.js';
import type { DemoBillingAccount, DemoCustomer } from '../src/demo/customers.js';

/*
 * What the demo calendar shows a billing account on a day, from the rules the server bills by (billing-accounts/bill-cycles.ts,
 * bills/account-balance.ts), so a test expects what the day it runs on shows, not what the day it was written did.
 */

/** The customer's first billing account (the one selected at sign-in). */
export function firstAccountOf(customer: DemoCustomer): DemoBillingAccount {
  const [account] = customer.accounts;
  if (!account) throw new Error(`The demo changed: ${customer.email} has no billing account.`);
  return account;
}

/** The cycle of the account's newest bill issued by `today`. */
export function newestBillCycle(account: DemoBillingAccount, today: string): BillCycle {
  const [cycle] = issuedCycles(today, Number(account.windowStart.slice(8, 10)), '', 1);
  if (!cycle) throw new Error(`${account.id} has no bill issued by ${today}`);
  return cycle;
}

/** The day the account's payment habit pays a bill of this cycle. */
export const habitPaysOn = (account: DemoBillingAccount, cycle: BillCycle) =>
  addDays(cycle.dueDate, account.paymentHabit.daysAfterDue);

/** Whether the account still owes its newest bill on `today`: issued, and its habit has not paid it yet. */
export const owesNewestBill = (account: DemoBillingAccount, today: string) =>
  habitPaysOn(account, newestBillCycle(account, today)) > today;

/**
 * Noon in Auckland on the day the account's newest bill (as of `today`) was issued: the bill is owed then and not
 * overdue, for a test that needs a bill to pay or extend whatever day it runs on.
 */
export const issueDayOfNewestBill = (account: DemoBillingAccount, today: string) =>
  aucklandInstant(newestBillCycle(account, today).issueDate, 12);

/**
 * The last days before `today` on which Auckland's clocks went back (a 25-hour day) and forward (a 23-hour day), each
 * with a whole day of readings after it: the readings' daylight-saving cases, on whatever day the run is.
 */
export function clockChangeDaysBefore(today: string): { back: string; forward: string } {
  let back = '';
  let forward = '';
  for (let day = addDays(today, -2); !(back && forward); day = addDays(day, -1)) {
    const hours = hoursInAucklandDay(day);
    if (hours === 25 && !back) back = day;
    if (hours === 23 && !forward) forward = day;
  }
  return { back, forward };
}

/** The latest month numbered `month` (1–12) that had ended by `today`, first to last day: last winter's July. */
export function lastEndedMonth(month: number, today: string): { startDate: string; endDate: string } {
  let year = Number(today.slice(0, 4));
  const startOf = (y: number) => `${y}-${String(month).padStart(2, '0')}-01`;
  while (endOfMonth(startOf(year)) >= today) year -= 1;
  return { startDate: startOf(year), endDate: endOfMonth(startOf(year)) };
}
