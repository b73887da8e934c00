import type { BillWithStatement, Transaction } from '@harakeke/contract';
import { aucklandToday } from '@harakeke/design-system';
import { atom } from 'jotai';
import { keyedQuery, type KeyedQuery } from '../../../core/data/keyed-query.js';
import { mutationFamily } from '../../../core/data/mutation.js';
import { balanceDataKeyAtom } from '../../../core/user-details/atoms.js';
import { fetchBill, fetchBillPdf, fetchTransactions, fetchTransactionsCsv } from './api.js';
import { saveFile } from '../../../api/save-file.js';
import {
  defaultTransactionRange,
  transactionRangeError,
  transactionRangeKey,
  type TransactionRange,
} from './transaction-range.js';

/*
 * spec 1 §3 transaction history, as atoms: `filterValue` is transactionFilterAtom (the range as chosen, perhaps
 * invalid); `startDate`/`endDate` are transactionRangeAtom (the range shown, the last valid one chosen); `status` and
 * `transactions` are transactionsQuery (keyed by the selected site, the balance and the range, so a switch of site
 * or a new range loads afresh); each transaction's `downloadStatus` is its download's state in `downloads`.
 */

/** The default range, from today's date in Auckland when first read (spec 1 §9). */
const defaultRangeAtom = atom(() => defaultTransactionRange(aucklandToday()));

/** The range as the customer last chose it, valid or not; null until they choose one. */
const chosenRangeAtom = atom<TransactionRange | null>(null);

/** The last valid range chosen; null until one is. */
const validRangeAtom = atom<TransactionRange | null>(null);

/** spec 1 §3 filterValue: what the date filter shows, kept as chosen even when it cannot be used. */
export const transactionFilterAtom = atom((get) => get(chosenRangeAtom) ?? get(transactionRangeAtom));

/** spec 1 §3 startDate and endDate: the range whose transactions are shown. */
export const transactionRangeAtom = atom((get) => get(validRangeAtom) ?? get(defaultRangeAtom));

/** Why the chosen range cannot be used, for the date filter's message; undefined when it can. */
export const transactionFilterErrorAtom = atom((get) => {
  const chosen = get(chosenRangeAtom);
  return chosen ? transactionRangeError(chosen) : undefined;
});

/** Records the customer's choice of range; a valid one becomes the range shown (and is loaded by the screen). */
export const chooseTransactionRangeAtom = atom(null, (_get, set, range: TransactionRange) => {
  set(chosenRangeAtom, range);
  if (!transactionRangeError(range)) set(validRangeAtom, range);
});

/** A range's transactions, newest first, with the range they were asked for. */
export interface RangeTransactions {
  range: TransactionRange;
  transactions: readonly Transaction[];
}

/**
 * spec 1 §3 status and transactions: the selected site's transactions in the range shown. A few ranges are kept, so
 * going back to a range just seen shows it at once. Keyed by the balance too: a card payment or a credit extension
 * (balanceChangedAtom) shows in the history at once. Another range's transactions never show under this one's dates.
 */
export const transactionsQuery = keyedQuery<RangeTransactions, TransactionRange>({
  name: 'bills.transactions',
  params: (get) => get(transactionRangeAtom),
  paramsKey: transactionRangeKey,
  keyedBy: balanceDataKeyAtom,
  keep: 6,
  fetch: async (range) => ({ range, transactions: (await fetchTransactions(range)).transactions }),
  isEmptyData: ({ transactions }) => transactions.length === 0,
  showsWhileLoading: 'params',
});

/** The 12 bills itemised last, each its own query. */
const billQueries = new Map<string, KeyedQuery<BillWithStatement>>();
const BILLS_KEPT = 12;

/** One bill, itemised (spec 1 §2 bills area), of the selected site's account: loaded when its dialog shows it. */
export function billDetailsQuery(billId: string): KeyedQuery<BillWithStatement> {
  let query = billQueries.get(billId);
  if (!query) {
    query = keyedQuery({ name: 'bills.billDetails', fetch: () => fetchBill(billId) });
    billQueries.set(billId, query);
    // A Map iterates in insertion order: the first bills are the ones asked for longest ago.
    for (const oldest of billQueries.keys()) {
      if (billQueries.size <= BILLS_KEPT) break;
      billQueries.delete(oldest);
    }
  }
  return query;
}

/** What a download saves (spec 1 §7): a bill as a PDF, or the transactions of a range as CSV. */
export type Download = { kind: 'billPdf'; billId: string } | { kind: 'transactionsCsv'; range: TransactionRange };

/** Which download a state is of: each bill's PDF, each range's CSV. */
export const downloadKeyOf = (download: Download) =>
  download.kind === 'billPdf'
    ? `bill-pdf ${download.billId}`
    : `transactions-csv ${transactionRangeKey(download.range)}`;

/**
 * spec 1 §3 downloadStatus, one per download, shown beside its own button: a failure on one bill leaves the others
 * as they were, and a second press while the file is on its way sends nothing. The file is saved under the name the
 * server gives (spec 1 §7).
 */
export const fileDownloads = mutationFamily({
  keyOf: downloadKeyOf,
  run: async (download: Download) =>
    saveFile(
      await (download.kind === 'billPdf' ? fetchBillPdf(download.billId) : fetchTransactionsCsv(download.range)),
    ),
});
