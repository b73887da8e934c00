import {
  downloadBill,
  downloadTransactions,
  getBill,
  getBillSummaryV2,
  getCreditExtension,
  getTransactions,
  headerNames,
  requestCreditExtension,
} from '@harakeke/contract';
import { brandFor } from '@harakeke/themes';
import { Hono } from 'hono';
import { selectedBillingAccount } from '../billing-accounts/billing-accounts.js';
import type { Queryable } from '../db/client.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineFileRoute, defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { aucklandToday } from '@harakeke/calendar';
import { billFile, customerBillOf } from './bills.js';
import {
  accountBalanceOf,
  accountTransactions,
  billSummary,
  creditExtensionOfBalance,
  extendDueDate,
  transactionsFile,
} from './ledger.js';

/** The bills area works on the customer's selected billing account; without one there is nothing to answer. */
async function selectedAccount(db: Queryable, customerId: string, today: string) {
  const selected = await selectedBillingAccount(db, customerId, today);
  if (!selected) throw problems.notFound('You have no billing account selected.');
  return selected;
}

const noSuchBill = () => problems.notFound('You have no bill with this number.');

/** Why a credit extension was refused (spec 1 §4), in the customer's words. */
const extensionRefusals = {
  nothingDue: 'There is nothing due to extend.',
  alreadyExtended: 'This bill’s due date has been extended already: a bill can be extended once.',
  overdue: 'An overdue balance cannot be extended. Please call us on 0800 300 400.',
} as const;

/** Bills, transactions and credit extensions of the selected billing account (spec 1 §2 bills area). */
export function billsRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getTransactions, async ({ db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    const account = await selectedAccount(db, customerId, today);
    return {
      startDate: input.startDate,
      endDate: input.endDate,
      transactions: await accountTransactions(db, account, input, today),
    };
  });

  defineFileRoute(routes, downloadTransactions, async ({ db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    return transactionsFile(db, await selectedAccount(db, customerId, today), input, today);
  });

  defineRoute(routes, getBill, async ({ db, customerId, input }) => {
    const found = await customerBillOf(db, customerId, input.billId);
    if (!found) throw noSuchBill();
    return found.bill;
  });

  defineFileRoute(routes, downloadBill, async ({ db, c, customerId, input }) => {
    // The bill carries the brand the customer signed in to, which every call names (spec 1 §7).
    const file = await billFile(db, customerId, input.billId, brandFor(c.req.header(headerNames.brand)));
    if (!file) throw noSuchBill();
    return file;
  });

  defineRoute(routes, getBillSummaryV2, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    return billSummary(db, await selectedAccount(db, customerId, today), today);
  });

  // spec 1 §4: the extension is of the newest unpaid bill, from the due date the balance is derived with.
  defineRoute(routes, getCreditExtension, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    return creditExtensionOfBalance(await accountBalanceOf(db, await selectedAccount(db, customerId, today), today));
  });

  defineRoute(routes, requestCreditExtension, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    const result = await extendDueDate(db, await selectedAccount(db, customerId, today), today);
    if (!result.extended) throw problems.conflict(extensionRefusals[result.state.reason ?? 'alreadyExtended']);
    return result.state;
  });

  return routes;
}
