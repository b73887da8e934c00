import {
  downloadBill,
  getBill,
  getBillChecker,
  getBillingAccounts,
  getBillSummaryV2,
  getBillSummaryWidget,
  getCardPaymentFee,
  getCreditExtension,
  getHeroMessage,
  getTransactions,
  makeCardPayment,
  requestCreditExtension,
} from '@harakeke/contract';
import { addDays } from '@harakeke/calendar';
import { describe, expect, it } from 'vitest';
import { billCheckerRoutes } from '../src/bill-checker/routes.js';
import { billingAccountsRoutes } from '../src/billing-accounts/routes.js';
import { balanceLedger } from '../src/bills/ledger.js';
import { billsRoutes } from '../src/bills/routes.js';
import { demoCustomers } from '../src/demo/customers.js';
import { longDate, nzd } from '../src/format.js';
import { paymentOptionsRoutes } from '../src/payment-options/routes.js';
import { widgetsRoutes } from '../src/widgets/routes.js';
import { pdfText } from './pdf-text.js';
import { useRoutesOnADay } from './routes-on-a-day.js';
import { TEST_TODAY } from './test-clock.js';

/*
 * spec 1 §3 (selectedBillingAccount.balance, bill summary, creditExtension, cardPayment) and §7: every call that
 * shows a balance, a due date or an amount to pay answers the same figures, for every demo customer on any date.
 * The calls run as Hono sub-apps over this file's copy of the seeded database, with a clock the test sets: the
 * answers are the routes' own, signed in as the customer the way requireCustomer leaves the context.
 */

const { send, answer, database } = useRoutesOnADay([
  () => billingAccountsRoutes(balanceLedger),
  billsRoutes,
  widgetsRoutes,
  paymentOptionsRoutes,
  billCheckerRoutes,
]);

const today = TEST_TODAY;
/**
 * Days around due dates (the demo's bills fall due on the 1st, 4th, 10th, 16th and 25th or so), the days the clocks
 * change, a January day, and today.
 */
const dates = [
  '2026-01-15',
  '2026-04-05', // the clocks go back
  '2026-09-27', // the clocks go forward
  '2026-10-30',
  '2026-10-31',
  '2026-11-01',
  '2026-11-03',
  '2026-11-04',
  '2026-11-05',
  today,
].filter((date) => date <= today);

describe('every call showing a balance agrees', () => {
  it.each(demoCustomers.map((customer) => [customer.email, customer.id]))('for %s, on every date', async (_, id) => {
    for (const date of dates) {
      const accounts = await answer(getBillingAccounts, id, date);
      const balance = accounts.selectedBillingAccount?.balance;
      if (!balance) throw new Error(`${id} has no selected account`);
      const where = `${id} on ${date}`;
      const widget = await answer(getBillSummaryWidget, id, date);
      const summary = await answer(getBillSummaryV2, id, date);
      const hero = await answer(getHeroMessage, id, date);
      const extension = await answer(getCreditExtension, id, date);
      const fee = await answer(getCardPaymentFee, id, date);

      expect(balance.totalBalance, where).toBeCloseTo(balance.current + balance.overdue, 2);
      expect(widget, where).toMatchObject({
        balance: { current: balance.current, overdue: balance.overdue, total: balance.totalBalance },
        dueDate: balance.dueDate,
        promptPaymentDiscount: balance.promptPaymentDiscount,
      });
      expect(summary.balance, where).toEqual({
        current: balance.current,
        overdue: balance.overdue,
        total: balance.totalBalance,
        promptPaymentDiscount: balance.promptPaymentDiscount,
        dueDate: balance.dueDate,
      });
      expect(extension.dueDate, where).toBe(balance.dueDate);
      expect(fee.amountToPay, where).toBe(Math.max(balance.totalBalance, 0));

      // The hero says what the balance says, and names no past due date as upcoming.
      if (balance.overdue > 0) {
        expect(hero.message, where).toContain(nzd.format(balance.overdue));
        expect(hero.action, where).toEqual({ label: 'Pay now', href: '/account/bill?pay=now' });
      } else if (balance.totalBalance > 0) {
        expect(hero.message, where).toBe(
          `Your bill of ${nzd.format(balance.totalBalance)} is due on ${longDate(balance.dueDate ?? '')}.`,
        );
        expect(hero.action, where).toEqual({ label: 'View your bill', href: '/account/bill' });
      } else {
        expect(balance.dueDate, where).toBeNull();
        expect(hero.message, where).not.toMatch(/due/);
      }
      if (balance.overdue === 0 && balance.dueDate) expect(balance.dueDate >= date, where).toBe(true);

      // The period running now holds today and has no due date; the last bill is a period before it.
      for (const period of [widget.currentBillPeriod, summary.currentBillPeriod]) {
        expect(period.startDate <= date && date <= period.endDate, where).toBe(true);
      }
      expect(widget.currentBillPeriod, where).toEqual({
        startDate: summary.currentBillPeriod.startDate,
        endDate: summary.currentBillPeriod.endDate,
      });
      if (summary.lastBill) {
        expect(summary.lastBill.periodEnd < summary.currentBillPeriod.startDate, where).toBe(true);
        expect(summary.lastBill.issueDate <= date, where).toBe(true);
      }
    }
  });

  it.each(demoCustomers.map((customer) => [customer.email, customer.id]))(
    'for %s, the history adds up to the balance',
    async (_, id) => {
      // What changed between two days is exactly the transactions between them.
      const startDate = addDays(today, -60);
      const before = await answer(getBillingAccounts, id, addDays(startDate, -1));
      const after = await answer(getBillingAccounts, id, today);
      const { transactions } = await answer(getTransactions, id, today, `?startDate=${startDate}&endDate=${today}`);
      const moved = transactions.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
      const totalOf = (accounts: typeof before) =>
        Math.round((accounts.selectedBillingAccount?.balance.totalBalance ?? 0) * 100);
      expect(totalOf(after) - totalOf(before)).toBe(moved);
    },
  );
});

const cents = (amount: number) => Math.round(amount * 100);

/** The selected account's bills issued from `since` to `date`, newest first, as the Bills tab asks on `date`. */
async function billIdsOf(id: string, since = addDays(today, -100), date = today) {
  const { transactions } = await answer(getTransactions, id, date, `?startDate=${since}&endDate=${date}`);
  return transactions.filter((entry) => entry.kind === 'bill' && entry.billId).map((entry) => entry.billId ?? '');
}

const billOf = (id: string, billId: string, date = today) =>
  answer(getBill, id, date, '', getBill.path.replace('{billId}', billId));

describe('every bill agrees with the balance (spec 1 §2, §3, §4)', () => {
  it.each(demoCustomers.map((customer) => [customer.email, customer]))(
    'for %s: each bill adds up, states what the Bills tab showed the day it was issued, and the checker agrees',
    async (_, customer) => {
      const recurring = customer.accounts.find((account) => account.directDebit);
      const billIds = await billIdsOf(customer.id);
      expect(billIds.length, customer.email).toBeGreaterThan(0);
      for (const billId of billIds) {
        const bill = await billOf(customer.id, billId);
        const where = `${customer.email} ${billId}`;
        const { items, statement } = bill;
        // The bill's items add up to its amount, a direct debit's $2.00 taken off every bill issued after set-up.
        expect(
          cents(
            items.energy + items.dailyCharge + items.levies + items.gst - items.discounts - items.powershoutCredits,
          ),
          where,
        ).toBe(cents(bill.amount));
        expect(items.discounts, where).toBe(recurring ? 2 : 0);
        // Its statement: previous balance + payments since + this bill = the total to pay…
        expect(cents(statement.previousBalance) + cents(statement.paymentsReceived) + cents(bill.amount), where).toBe(
          cents(statement.totalDue),
        );
        // …which is what the Bills tab and the dashboard said on the day the bill was issued.
        const onIssue = await answer(getBillSummaryV2, customer.id, bill.issueDate);
        expect(statement.totalDue, where).toBe(onIssue.balance.total);
        const accounts = await answer(getBillingAccounts, customer.id, bill.issueDate);
        expect(statement.totalDue, where).toBe(accounts.selectedBillingAccount?.balance.totalBalance);
        // And the balance today is that total and the history since.
        const { transactions } = await answer(
          getTransactions,
          customer.id,
          today,
          `?startDate=${addDays(bill.issueDate, 1)}&endDate=${today}`,
        );
        const summary = await answer(getBillSummaryV2, customer.id, today);
        expect(cents(statement.totalDue) + transactions.reduce((sum, row) => sum + cents(row.amount), 0), where).toBe(
          cents(summary.balance.total),
        );
        // The newest bill's PDF states the same total to pay (each PDF is drawn from the same statement).
        if (billId !== billIds[0]) continue;
        const pdf = await send(
          downloadBill,
          customer.id,
          today,
          '',
          undefined,
          downloadBill.path.replace('{billId}', billId),
        );
        expect(pdf.status, where).toBe(200);
        const totalLine =
          statement.totalDue > 0 ? 'Total to pay' : statement.totalDue < 0 ? 'Balance in credit' : 'Balance';
        const amount = `${nzd.format(Math.abs(statement.totalDue))}${statement.totalDue < 0 ? ' CR' : ''}`;
        expect(pdfText(new Uint8Array(await pdf.arrayBuffer())), where).toMatch(
          new RegExp(`${totalLine} +${amount.replace(/[$.]/g, '\\$&')}`),
        );
      }
      // The bill checker adds up the newest bill's days to the bill's own sum.
      const checker = await answer(getBillChecker, customer.id, today);
      expect(checker.checks[0], customer.email).toMatchObject({ id: 'matchesDailyUsage', status: 'pass' });
    },
  );
});

describe('the balance after a credit extension and a card payment', () => {
  const aroha = 'cust-aroha';
  const detailOf = async (response: Response) => ((await response.json()) as { detail: string }).detail;

  it('extends the unpaid bill once, keyed to that bill, and the next bill again', async () => {
    // Aroha's October bill is due on 31 Oct (her cycles start on the 16th); she pays three days before a due date.
    const offer = await answer(getCreditExtension, aroha, '2026-10-20');
    expect(offer).toMatchObject({ eligible: true, dueDate: '2026-10-31', newEndDate: '2026-11-14' });
    expect((await send(requestCreditExtension, aroha, '2026-10-20', '', {})).status).toBe(200);
    const again = await send(requestCreditExtension, aroha, '2026-10-22', '', {});
    expect(again.status).toBe(409);
    expect(await detailOf(again)).toBe('This bill’s due date has been extended already: a bill can be extended once.');
    // Every call now shows the extended due date, and the bill is not overdue after its printed one.
    const accounts = await answer(getBillingAccounts, aroha, '2026-11-05');
    expect(accounts.selectedBillingAccount?.balance).toMatchObject({ overdue: 0, dueDate: '2026-11-14' });
    const summary = await answer(getBillSummaryV2, aroha, '2026-11-05');
    expect(summary.balance.dueDate).toBe('2026-11-14');
    // One due date per bill: the bill itself (its summary, View bill, the PDF) says the extended one too.
    expect(summary.lastBill?.dueDate).toBe('2026-11-14');
    const bill = await billOf(aroha, summary.lastBill?.id ?? '', '2026-11-05');
    expect(bill.dueDate).toBe('2026-11-14');
    // The November bill (due 01 Dec) is a bill of its own: it can be extended.
    expect(await answer(getCreditExtension, aroha, '2026-11-20')).toMatchObject({
      eligible: true,
      dueDate: '2026-12-01',
      newEndDate: '2026-12-15',
    });
  });

  it('takes a card payment off the balance everywhere, and lists it in the history', async () => {
    const ana = 'cust-ana';
    const before = (await answer(getBillingAccounts, ana, today)).selectedBillingAccount?.balance.totalBalance ?? 0;
    const paid = await send(makeCardPayment, ana, today, '', { amount: 20.5, withToken: true });
    expect(paid.status).toBe(200);
    const after = await answer(getBillingAccounts, ana, today);
    expect(after.selectedBillingAccount?.balance.totalBalance).toBe(Math.round(before * 100 - 2050) / 100);
    expect((await answer(getCardPaymentFee, ana, today)).amountToPay).toBe(
      Math.max(Math.round(before * 100 - 2050) / 100, 0),
    );
    expect((await answer(getBillSummaryWidget, ana, today)).balance.total).toBe(
      after.selectedBillingAccount?.balance.totalBalance,
    );
    const { transactions } = await answer(getTransactions, ana, today, `?startDate=${today}&endDate=${today}`);
    expect(transactions).toContainEqual(
      expect.objectContaining({ date: today, kind: 'payment', description: 'Card payment, thank you', amount: -20.5 }),
    );
  });

  it('keeps a payment made ahead as credit, however long ago it was made', async () => {
    // Hemi's group pays each bill the day it is issued, so he owes nothing; a card payment of $10,000 half a year ago,
    // before the few bills the balance usually reads, is credit that the bills since have used (part of).
    const hemi = 'cust-hemi';
    const [account] = await database().query<{ id: string }>(
      `SELECT id FROM billing_accounts WHERE customer_id = $1 ORDER BY id LIMIT 1`,
      [hemi],
    );
    const paidOn = addDays(today, -180);
    await database().query(
      `INSERT INTO card_payments (reference, billing_account_id, amount_cents, fee_cents, status, with_token, card_brand,
         card_last4, paid_at)
       VALUES ('CP-AHEAD-1', $1, 1000000, 0, 'MADE', true, 'Visa', '4242', ($2::date + time '12:00') AT TIME ZONE 'Pacific/Auckland')`,
      [account?.id, paidOn],
    );
    const { transactions } = await answer(getTransactions, hemi, today, `?startDate=${paidOn}&endDate=${today}`);
    expect(transactions).toContainEqual(expect.objectContaining({ date: paidOn, kind: 'payment', amount: -10000 }));
    const billedSince = transactions
      .filter((row) => row.kind === 'bill' && row.date >= paidOn)
      .reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
    const expected = Math.min(0, billedSince - 1000000) / 100;
    const accounts = await answer(getBillingAccounts, hemi, today);
    expect(accounts.selectedBillingAccount?.balance.totalBalance).toBe(expected);
    expect((await answer(getBillSummaryV2, hemi, today)).balance.total).toBe(expected);
  });
});
