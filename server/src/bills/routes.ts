import {
  downloadBill,
  downloadTransactions,
  getBill,
  getBillSummaryV2,
  getCreditExtension,
  getTransactions,
  headerNames,
  requestCreditExtension,
  RETIRED_SUPPORT_NUMBER,
} from '@harakeke/contract';
import { brandFor } from '@harakeke/themes';
import { Hono } from 'hono';
import { customerAccountOfRecord } from '../billing-accounts/billing-accounts.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineFileRoute, defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { requireSelectedAccountOn, selectedAccountOf } from '../billing-accounts/require-selected-account.js';
import { aucklandToday } from '@harakeke/calendar';
import { billFile, customerBillOf } from './bills.js';
import {
  accountBalanceOf,
  accountTransactions,
  billStatement,
  billSummary,
  creditExtensionOfBalance,
  ensureBalanceBills,
  ensureStatementBills,
  ensureTransactionBills,
  extendDueDate,
  statementAnswer,
  transactionsFile,
} from './ledger.js';

const noSuchBill = () => problems.notFound('You have no bill with this number.');

/** One of the customer's bills (of any of their accounts) with its statement; another customer's is not found. */
async function customerBillWithStatement(db: Database, customerId: string, billId: string, clock: Clock) {
  const bill = await customerBillOf(db, customerId, billId);
  if (!bill) throw noSuchBill();
  const today = aucklandToday(clock.now());
  const account = await customerAccountOfRecord(db, customerId, bill.billingAccountId, today);
  if (!account) throw noSuchBill();
  await ensureStatementBills(db, account, bill.bill);
  return { bill, statement: await billStatement(db, account, bill.bill) };
}

/** Why a credit extension was refused (spec 1 §4), in the customer's words. */
const extensionRefusals = {
  nothingDue: 'There is nothing due to extend.',
  alreadyExtended: 'This bill’s due date has been extended already: a bill can be extended once.',
  // spec 1 §5: the back end's support number, which the portal shows as its current one.
  overdue: `An overdue balance cannot be extended. Please call us on ${RETIRED_SUPPORT_NUMBER}.`,
} as const;

/** Bills, transactions and credit extensions of the selected billing account (spec 1 §2 bills area). */
export function billsRoutes() {
  const routes = new Hono<ApiEnv>();
  // These work on the customer's selected billing account; without one there is nothing to answer.
  requireSelectedAccountOn(routes, [
    getTransactions,
    downloadTransactions,
    getBillSummaryV2,
    getCreditExtension,
    requestCreditExtension,
  ]);

  defineRoute(routes, getTransactions, async ({ c, db, clock, input }) => {
    const today = aucklandToday(clock.now());
    const account = selectedAccountOf(c);
    await ensureTransactionBills(db, account, input, today);
    return {
      startDate: input.startDate,
      endDate: input.endDate,
      transactions: await accountTransactions(db, account, input, today),
    };
  });

  defineFileRoute(routes, downloadTransactions, async ({ c, db, clock, input }) => {
    const [account, today] = [selectedAccountOf(c), aucklandToday(clock.now())];
    await ensureTransactionBills(db, account, input, today);
    return transactionsFile(db, account, input, today);
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

  defineRoute(routes, getBillSummaryV2, async ({ c, db, clock }) => {
    const [account, today] = [selectedAccountOf(c), aucklandToday(clock.now())];
    await ensureBalanceBills(db, account, today);
    return billSummary(db, account, today);
  });

  // spec 1 §4: the extension is of the newest unpaid bill, from the due date the balance is derived with.
  defineRoute(routes, getCreditExtension, async ({ c, db, clock }) => {
    const [account, today] = [selectedAccountOf(c), aucklandToday(clock.now())];
    await ensureBalanceBills(db, account, today);
    return creditExtensionOfBalance(await accountBalanceOf(db, account, today));
  });

  defineRoute(routes, requestCreditExtension, async ({ c, db, clock }) => {
    const [account, today] = [selectedAccountOf(c), aucklandToday(clock.now())];
    await ensureBalanceBills(db, account, today);
    const result = await extendDueDate(db, account, today);
    if (!result.extended) throw problems.conflict(extensionRefusals[result.state.reason ?? 'alreadyExtended']);
    return result.state;
  });

  return routes;
}
