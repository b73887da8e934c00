import type { Bill, Transaction } from '@harakeke/contract';
import { centsOf, nzdOf } from '../amounts.js';
import { addDays } from '@harakeke/calendar';

/** Customers on a recurring payment are paid on the due date; others pay, in the demo, three days before it. */
const PAID_DAYS_BEFORE_DUE = 3;

export interface PayingAccount {
  /** NZD still owed now: while anything is owed, the newest bill is unpaid. */
  totalBalance: number;
  promptPaymentDiscount: number;
  paysByRecurringPayment: boolean;
}

/**
 * The transactions behind the bills: each bill, the payment that settled it once paid, and the prompt-payment
 * credit that came with paying on time. Newest first, in the range asked for.
 */
export function transactionsOf(
  bills: readonly Bill[],
  account: PayingAccount,
  range: { startDate: string; endDate: string; today: string },
): Transaction[] {
  const rows: Transaction[] = [];
  bills.forEach((bill, index) => {
    rows.push({
      id: `T-${bill.id}`,
      date: bill.issueDate,
      kind: 'bill',
      description: `Bill for ${bill.periodStart} to ${bill.periodEnd}`,
      amount: bill.amount,
      billId: bill.id,
    });
    const newest = index === 0;
    if (newest && account.totalBalance > 0) return;
    const paidOn = account.paysByRecurringPayment ? bill.dueDate : addDays(bill.dueDate, -PAID_DAYS_BEFORE_DUE);
    if (paidOn > range.today) return;
    rows.push({
      id: `P-${bill.id}`,
      date: paidOn,
      kind: 'payment',
      description: account.paysByRecurringPayment
        ? 'Payment by direct debit, thank you'
        : 'Payment received, thank you',
      amount: -bill.amount,
      billId: null,
    });
    if (account.promptPaymentDiscount > 0) {
      rows.push({
        id: `C-${bill.id}`,
        date: paidOn,
        kind: 'credit',
        description: 'Prompt payment discount',
        amount: -nzdOf(centsOf(account.promptPaymentDiscount)),
        billId: null,
      });
    }
  });
  return rows
    .filter((row) => row.date >= range.startDate && row.date <= range.endDate)
    .sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : b.date.localeCompare(a.date)));
}

/** A CSV field; text that a spreadsheet would run as a formula is quoted with a leading apostrophe. */
function csvField(value: string | number): string {
  const text = typeof value === 'number' ? value.toFixed(2) : /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The transaction history as CSV, the way a spreadsheet opens it (CRLF rows, amounts with two decimals). */
export function transactionsCsv(transactions: readonly Transaction[]): string {
  const header = ['Date', 'Description', 'Type', 'Amount (NZD)', 'Bill number'];
  const rows = transactions.map((row) => [row.date, row.description, row.kind, row.amount, row.billId ?? '']);
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
