import type { Bill, BillSummaryV2, CreditExtension, Transaction } from '@harakeke/contract';
import { addDays, datesBetween } from '@harakeke/calendar';
import { centsOf, nzdOf } from '../amounts.js';
import type { Database, Queryable } from '../db/client.js';
import { nzd } from '../format.js';
import type { FileAnswer } from '../http/file-answer.js';
import { recurringMethodOf } from '../recurring-payments/recurring-payments.js';
import { RECURRING_DISCOUNT_CENTS } from '../recurring-payments/rules.js';
import type { AccountTerms, BalanceLedger } from '../billing-accounts/billing-accounts.js';
import { balanceOf, type AccountBalance, type Ledger } from './account-balance.js';
import { ensureIssuedBills, issuedBillsOf, readingsFromForBillsSince, type BillableAccount } from './bills.js';
import type { BillStatement } from './bill-document.js';
import { billStatementOf } from './bill-statement.js';
import { creditExtensionFor } from './credit-extension.js';
import { billExtensionRows, cardPaymentRows, firstCardPaymentDay, insertBillExtension } from './queries.js';
import { transactionsCsv, transactionsOf } from './transactions.js';

export interface LedgerAccount extends BillableAccount {
  terms: AccountTerms;
}

/**
 * How far back the balance looks: three monthly bills (each issued two days after its cycle and due 14 days later).
 * A habit pays within five weeks of a due date, so older bills are settled; composing and reading only these keeps
 * getBillingAccounts, on every page's start-up, the same few queries however long the account's history.
 */
export const BALANCE_SPAN_DAYS = 100;

/** The bills a ledger covers: those issued from `since` to `today` (Auckland dates). */
export interface LedgerSpan {
  today: string;
  since: string;
}

/** The ledger that shows what the account owes on `today`: the bills of the last BALANCE_SPAN_DAYS. */
const balanceSpan = (today: string): LedgerSpan => ({ today, since: addDays(today, -BALANCE_SPAN_DAYS) });

/**
 * The first day of readings the balance needs (every page's start-up): the readings' warm-up makes these days first
 * (readings/queries.ts warmReadings).
 */
export const balanceReadingsFrom = (today: string): string => readingsFromForBillsSince(balanceSpan(today).since);

/** The ledger a bill's statement is read from: as the Bills tab read it on the bill's issue day. */
const statementSpan = (bill: Pick<Bill, 'issueDate'>): LedgerSpan => balanceSpan(bill.issueDate);

/** The ledger of a range's transactions: early enough to hold the bills the range's payments paid. */
const transactionsSpan = (range: { startDate: string }, today: string): LedgerSpan => ({
  today,
  since: addDays(range.startDate, -BALANCE_SPAN_DAYS),
});

/**
 * The first issue date a ledger over `span` holds: `since`, or earlier when a card payment was made before it. Money
 * paid by card stays in the ledger however long ago it was paid: paid ahead, it is credit until later bills use it up,
 * so the ledger starts early enough to hold the first card payment and the bills it may have paid.
 */
async function ledgerStart(db: Queryable, billingAccountId: string, span: LedgerSpan): Promise<string> {
  const firstCard = await firstCardPaymentDay(db, billingAccountId);
  return firstCard && addDays(firstCard, -BALANCE_SPAN_DAYS) < span.since
    ? addDays(firstCard, -BALANCE_SPAN_DAYS)
    : span.since;
}

/**
 * Issues the bills a ledger over `span` covers that are not kept yet (a write: each is composed from its cycle's
 * readings the first time, then kept; bills.ts ensureIssuedBills). The named step a route takes before it reads a
 * ledger, so the reads below only ever read.
 */
async function ensureLedgerBills(db: Database, account: BillableAccount, span: LedgerSpan): Promise<void> {
  await ensureIssuedBills(db, account, { today: span.today, since: await ledgerStart(db, account.id, span) });
}

/** Issues the bills the balance on `today` is derived from; call it before accountBalanceOf and the calls built on it. */
export const ensureBalanceBills = (db: Database, account: BillableAccount, today: string) =>
  ensureLedgerBills(db, account, balanceSpan(today));

/** Issues the bills a bill's statement is derived from; call it before billStatement. */
export const ensureStatementBills = (db: Database, account: BillableAccount, bill: Pick<Bill, 'issueDate'>) =>
  ensureLedgerBills(db, account, statementSpan(bill));

/** Issues the bills a range's transactions are derived from; call it before accountTransactions and transactionsFile. */
export const ensureTransactionBills = (
  db: Database,
  account: BillableAccount,
  range: { startDate: string },
  today: string,
) => ensureLedgerBills(db, account, transactionsSpan(range, today));

/**
 * The account's ledger over `span`: the kept bills issued in it (from earlier when a card payment was made before
 * `since`), the card payments made since, and the credit extensions given on them. A read: the bills are issued
 * beforehand (ensureBalanceBills and its siblings), and a bill not kept yet is not in it.
 */
async function accountLedger(
  db: Queryable,
  account: LedgerAccount,
  span: LedgerSpan,
): Promise<{ ledger: Ledger; bills: Bill[] }> {
  const { today } = span;
  const from = await ledgerStart(db, account.id, span);
  const bills = await issuedBillsOf(db, account.id, { today, since: from });
  const cards = await cardPaymentRows(db, account.id, { since: from, today });
  const extensions = await billExtensionRows(db, account.id, from);
  return {
    bills,
    ledger: {
      bills: bills.map((bill) => ({
        id: bill.id,
        issueDate: bill.issueDate,
        dueDate: bill.dueDate,
        periodStart: bill.periodStart,
        periodEnd: bill.periodEnd,
        amountCents: centsOf(bill.amount),
      })),
      cardPayments: cards.map((row) => ({
        reference: row.reference,
        date: row.date,
        amountCents: Number(row.amount_cents),
      })),
      extensions: extensions.map((row) => ({ billId: row.bill_id, newDueDate: row.new_due_date })),
      habit: account.terms.paymentHabit,
      promptPaymentDiscountCents: account.terms.promptPaymentDiscountCents,
      anchorDay: Number(account.billing.window.startDate.slice(8, 10)),
    },
  };
}

/** What the account owes on `today`, with the bills it was derived from (newest first). After ensureBalanceBills. */
export async function accountBalanceOf(
  db: Queryable,
  account: LedgerAccount,
  today: string,
): Promise<AccountBalance & { bills: Bill[] }> {
  const { ledger, bills } = await accountLedger(db, account, balanceSpan(today));
  return { ...balanceOf(ledger, today), bills };
}

/**
 * spec 1 §2 a bill's statement: its previous balance, payments since and total to pay, from the ledger as the Bills
 * tab read it on the day the bill was issued, so the bill's total to pay is the figure the customer saw that day.
 * After ensureStatementBills.
 */
export async function billStatement(db: Queryable, account: LedgerAccount, bill: Bill): Promise<BillStatement> {
  const { ledger } = await accountLedger(db, account, statementSpan(bill));
  const amountCents = centsOf(bill.amount);
  return (
    billStatementOf(ledger, bill.id) ?? {
      previousBalanceCents: 0,
      paymentsCents: 0,
      chargesCents: amountCents,
      totalDueCents: amountCents,
    }
  );
}

/** A bill's statement as the API answers it, in NZD. */
export const statementAnswer = (statement: BillStatement) => ({
  previousBalance: nzdOf(statement.previousBalanceCents),
  paymentsReceived: nzdOf(statement.paymentsCents),
  totalDue: nzdOf(statement.totalDueCents),
});

/** spec 1 §4 getCreditExtension: the newest unpaid bill can be extended once, while it is not overdue. */
export function creditExtensionOfBalance(balance: AccountBalance): CreditExtension {
  const bill = balance.unpaidBill;
  return creditExtensionFor({
    totalCents: balance.totalCents,
    overdueCents: balance.overdueCents,
    dueDate: balance.dueDate,
    extendedTo: bill?.extended ? bill.owedBy : null,
  });
}

/**
 * spec 1 §4 requestCreditExtension: extends the newest unpaid bill's due date, keyed to that bill, so a second
 * request on the same bill (even at the same time) is refused and the next bill can be extended again. The answer
 * says whether this request extended it, and the extension's state after it. After ensureBalanceBills.
 */
export async function extendDueDate(db: Database, account: LedgerAccount, today: string) {
  const balance = await accountBalanceOf(db, account, today);
  const before = creditExtensionOfBalance(balance);
  const bill = balance.unpaidBill;
  if (!before.eligible || !bill || !before.newEndDate) return { extended: false, state: before };
  const extended = await insertBillExtension(db, {
    billingAccountId: account.id,
    billId: bill.id,
    originalDueDate: bill.owedBy,
    newDueDate: before.newEndDate,
  });
  return { extended, state: creditExtensionOfBalance(await accountBalanceOf(db, account, today)) };
}

/**
 * spec 1 §3 transaction history of a range, newest first: the bills, payments and credits of the same ledger the
 * balance is derived from, so the history adds up to it. The ledger starts early enough to hold the bills the
 * range's payments paid. After ensureTransactionBills.
 */
export async function accountTransactions(
  db: Queryable,
  account: LedgerAccount,
  range: { startDate: string; endDate: string },
  today: string,
): Promise<Transaction[]> {
  const { ledger } = await accountLedger(db, account, transactionsSpan(range, today));
  return transactionsOf(balanceOf(ledger, today).entries, range);
}

/** spec 1 §7 downloadTransactions: the account's transactions in a range as a CSV file. After ensureTransactionBills. */
export async function transactionsFile(
  db: Queryable,
  account: LedgerAccount,
  range: { startDate: string; endDate: string },
  today: string,
): Promise<FileAnswer> {
  return {
    body: transactionsCsv(await accountTransactions(db, account, range, today)),
    fileName: `transactions ${account.customerNumber} ${range.startDate} to ${range.endDate}.csv`,
  };
}

/** The balance as every call shows it (spec 1 §3 balance), in NZD. */
export function balanceAnswer(balance: AccountBalance) {
  return {
    current: nzdOf(balance.currentCents),
    overdue: nzdOf(balance.overdueCents),
    total: nzdOf(balance.totalCents),
    promptPaymentDiscount: nzdOf(balance.promptPaymentDiscountCents),
    dueDate: balance.dueDate,
  };
}

/**
 * spec 1 §3 getBillSummaryV2: the last bill (issued, with its own due date), the billing period running now (no due
 * date of its own), the balance, and a direct debit promotion for an account without a recurring payment. After
 * ensureBalanceBills.
 */
export async function billSummary(db: Queryable, account: LedgerAccount, today: string): Promise<BillSummaryV2> {
  const balance = await accountBalanceOf(db, account, today);
  const { startDate, endDate } = balance.currentBillPeriod;
  const method = await recurringMethodOf(db, account.id);
  return {
    billingAccountId: account.id,
    lastBill: balance.bills.find((bill) => bill.id === balance.lastBill?.id) ?? null,
    currentBillPeriod: {
      startDate,
      endDate,
      daysInBillPeriod: datesBetween(startDate, endDate).length,
      daysElapsed: datesBetween(startDate, today).length,
    },
    balance: balanceAnswer(balance),
    promotion:
      method === 'none'
        ? {
            title: 'Pay by direct debit',
            message: `Set up a direct debit and get ${nzd.format(nzdOf(RECURRING_DISCOUNT_CENTS.directDebit))} off every bill.`,
          }
        : null,
  };
}

/** The ledger as billing-accounts/ reads balances from it (getBillingAccounts), handed in by api-areas.ts. */
export const balanceLedger: BalanceLedger = {
  ensureBills: ensureBalanceBills,
  async balanceOf(db, account, today) {
    const { total, ...balance } = balanceAnswer(await accountBalanceOf(db, account, today));
    return { ...balance, totalBalance: total };
  },
};
