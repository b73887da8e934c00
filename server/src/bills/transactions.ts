import type { Transaction } from '@harakeke/contract';
import { nzdOf } from '../amounts.js';
import { csvText } from '../http/csv.js';
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

/** The transaction history as CSV, the way a spreadsheet opens it (http/csv.ts). */
export function transactionsCsv(transactions: readonly Transaction[]): string {
  const header = ['Date', 'Description', 'Type', 'Amount (NZD)', 'Bill number'];
  return csvText(
    header,
    transactions.map((row) => [row.date, row.description, row.kind, row.amount, row.billId ?? '']),
  );
}
