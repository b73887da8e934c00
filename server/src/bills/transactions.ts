import type { Transaction } from '@harakeke/contract';
import { nzdOf } from '../amounts.js';
import type { LedgerEntry } from './account-balance.js';

/**
 * spec 1 §3 transaction history: the ledger's entries the balance was derived from (bills, payments, credits), in
 * the range asked for, newest first; in NZD.
 */
export function transactionsOf(
  entries: readonly LedgerEntry[],
  range: { startDate: string; endDate: string },
): Transaction[] {
  return entries
    .filter((entry) => entry.date >= range.startDate && entry.date <= range.endDate)
    .map(({ amountCents, ...entry }) => ({ ...entry, amount: nzdOf(amountCents) }));
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
