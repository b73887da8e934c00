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
import type { Hono } from 'hono';
import { billFileName, billPdf } from './bill-document.js';
import { currentCycle } from './bill-cycles.js';
import { transactionsCsv, transactionsOf } from './transactions.js';
import type { Database } from '../db/client.js';
import { billingAccountsOf } from '../billing-accounts/billing-accounts.js';
import { findCustomerBill, issuedBills } from './queries.js';
import { extendDueDate, findCreditExtension } from './credit-extension-queries.js';
import { findRecurringPayment, recurringDiscounts } from '../payments/queries.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineFileRoute, defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { aucklandToday, datesBetween, shiftDate } from '../usage/period-data.js';

const PAYMENT_LAG_DAYS = 16;
/** A monthly bill is issued at most a cycle (31 days) and its issue delay ago. */
const LAST_BILL_WITHIN_DAYS = 35;
import { nzd } from '../format.js';

/** Bills, transactions and credit extensions of the selected billing account (spec 1 §2 bills area). */
export function billsRoutes(app: Hono<ApiEnv>, db: Database) {
  const selectedAccount = async (customerId: string) => {
    const { selected } = await billingAccountsOf(db, customerId, aucklandToday());
    if (!selected) throw problems.notFound('You have no billing account selected.');
    return selected;
  };
  /** Bills issued since a date: the days before it matter too, as a bill's payment follows it by up to 16 days. */
  const billsOf = (account: Awaited<ReturnType<typeof selectedAccount>>, since: string) =>
    issuedBills(
      db,
      { id: account.id, customerNumber: account.customerNumber, windowStart: account.billing.window.startDate },
      { today: aucklandToday(), since: shiftDate(since, -PAYMENT_LAG_DAYS) },
    );
  const transactions = async (customerId: string, range: { startDate: string; endDate: string }) => {
    const account = await selectedAccount(customerId);
    const recurring = await findRecurringPayment(db, account.id);
    const rows = transactionsOf(
      await billsOf(account, range.startDate),
      {
        totalBalance: account.balance.totalBalance,
        promptPaymentDiscount: account.balance.promptPaymentDiscount,
        paysByRecurringPayment: recurring.paymentMethod !== 'none',
      },
      { ...range, today: aucklandToday() },
    );
    return { account, rows };
  };

  defineRoute(app, getTransactions, async ({ customerId, input }) => ({
    startDate: input.startDate,
    endDate: input.endDate,
    transactions: (await transactions(customerId, input)).rows,
  }));

  defineFileRoute(app, downloadTransactions, async ({ customerId, input }) => {
    const { account, rows } = await transactions(customerId, input);
    return {
      body: transactionsCsv(rows),
      fileName: `transactions ${account.customerNumber} ${input.startDate} to ${input.endDate}.csv`,
    };
  });

  const customerBill = async (customerId: string, billId: string) => {
    const found = await findCustomerBill(db, customerId, billId);
    if (!found) throw problems.notFound('You have no bill with this number.');
    return found;
  };

  defineRoute(app, getBill, async ({ customerId, input }) => (await customerBill(customerId, input.billId)).bill);

  defineFileRoute(app, downloadBill, async ({ c, customerId, input }) => {
    const found = await customerBill(customerId, input.billId);
    // The bill carries the brand the customer signed in to, which every call names (spec 1 §7).
    const brandName = brandFor(c.req.header(headerNames.brand)).name;
    const document = { brandName, ...found };
    return { body: billPdf(document), fileName: billFileName(document) };
  });

  defineRoute(app, getBillSummaryV2, async ({ customerId }) => {
    const account = await selectedAccount(customerId);
    const [lastBill = null] = await billsOf(account, shiftDate(aucklandToday(), -LAST_BILL_WITHIN_DAYS));
    const today = aucklandToday();
    const cycle = currentCycle(today, Number(account.billing.window.startDate.slice(8, 10)));
    const recurring = await findRecurringPayment(db, account.id);
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
        dueDate: account.balance.dueDate,
      },
      promotion:
        recurring.paymentMethod === 'none'
          ? {
              title: 'Pay by direct debit',
              message: `Set up a direct debit and get ${nzd.format(recurringDiscounts.directDebit)} off every bill.`,
            }
          : null,
    };
  });

  const extension = async (customerId: string) => {
    const account = await selectedAccount(customerId);
    return { account, state: await findCreditExtension(db, account.id) };
  };

  defineRoute(app, getCreditExtension, async ({ customerId }) => {
    const { state } = await extension(customerId);
    if (!state) throw problems.notFound('You have no billing account selected.');
    return state;
  });

  defineRoute(app, requestCreditExtension, async ({ customerId }) => {
    const { account } = await extension(customerId);
    const result = await extendDueDate(db, account.id);
    if (!result) throw problems.notFound('You have no billing account selected.');
    if (!result.extended) {
      const why = {
        nothingDue: 'There is nothing due to extend.',
        alreadyExtended: 'This bill’s due date has been extended already.',
        overdue: 'An overdue balance cannot be extended. Please call us on 0800 300 400.',
      } as const;
      throw problems.conflict(why[result.state.reason ?? 'nothingDue']);
    }
    return result.state;
  });
}
