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
import { customerAccountOfRecord, selectedBillingAccount } from '../billing-accounts/billing-accounts.js';
import type { Clock } from '../clock.js';
import type { Database, Queryable } from '../db/client.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineFileRoute, defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { aucklandToday } from '@harakeke/calendar';
import { billFile, customerBillOf } from './bills.js';
import {
  accountBalanceOf,
  accountTransactions,
  billStatement,
  billSummary,
  creditExtensionOfBalance,
  extendDueDate,
  statementAnswer,
  transactionsFile,
} from './ledger.js';

/** The bills area works on the customer's selected billing account; without one there is nothing to answer. */
async function selectedAccount(db: Queryable, customerId: string, today: string) {
  const selected = await selectedBillingAccount(db, customerId, today);
  if (!selected) throw problems.notFound('You have no billing account selected.');
  return selected;
}

const noSuchBill = () => problems.notFound('You have no bill with this number.');

/** One of the customer's bills (of any of their accounts) with its statement; another customer's is not found. */
async function customerBillWithStatement(db: Database, customerId: string, billId: string, clock: Clock) {
  const bill = await customerBillOf(db, customerId, billId);
  if (!bill) throw noSuchBill();
  const today = aucklandToday(clock.now());
  const account = await customerAccountOfRecord(db, customerId, bill.billingAccountId, today);
  if (!account) throw noSuchBill();
  return { bill, statement: await billStatement(db, account, bill.bill) };
}

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

  defineRoute(routes, getBill, async ({ db, clock, customerId, input }) => {
    const { bill, statement } = await customerBillWithStatement(db, customerId, input.billId, clock);
    return { ...bill.bill, statement: statementAnswer(statement) };
  });

  defineFileRoute(routes, downloadBill, async ({ db, c, clock, customerId, input }) => {
    const { bill, statement } = await customerBillWithStatement(db, customerId, input.billId, clock);
    // The bill carries the brand the customer signed in to, which every call names (spec 1 §7).
    return billFile(db, bill, { brand: brandFor(c.req.header(headerNames.brand)), statement });
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
