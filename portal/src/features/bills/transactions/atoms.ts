import type { BillWithStatement, Problem, ResponseOf, getTransactions } from '@harakeke/contract';
import { aucklandToday } from '@harakeke/design-system';
import { atom, type Getter, type Setter } from 'jotai';
import { problemOf } from '../../../api/call-api.js';
import type { DownloadedFile } from '../../../api/download-file.js';
import { loadRemote, type LoadRequest } from '../../../app/load-remote.js';
import { remoteFamily } from '../../../app/remote-family.js';
import { balanceDataKeyAtom, siteDataKeyAtom } from '../../../app/user-details/atoms.js';
import { reportWidgetError } from '../../../widgets/widget-state.js';
import { fetchBill, fetchBillPdf, fetchTransactions, fetchTransactionsCsv } from './api.js';
import { saveFile } from './save-file.js';
import {
  defaultTransactionRange,
  transactionRangeError,
  transactionRangeKey,
  type TransactionRange,
} from './transaction-range.js';

/*
 * spec 1 §3 transaction history, as atoms: `filterValue` is transactionFilterAtom (the range as chosen, perhaps
 * invalid); `startDate`/`endDate` are transactionRangeAtom (the range shown, the last valid one chosen); `status` and
 * `transactions` are transactionsAtom (keyed by the selected site and the range, so a switch of site or a new range
 * loads afresh); each transaction's `downloadStatus` is in downloadStatusesAtom, keyed by what it downloads.
 */

export type TransactionsAnswer = ResponseOf<typeof getTransactions>;

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

// A few ranges are kept, so going back to a range just seen shows it at once; a switch of site makes new keys.
const transactionsByKey = remoteFamily<TransactionsAnswer>({ keep: 6 });
// Keyed by the balance too: a card payment or a credit extension (balanceChangedAtom) shows in the history at once.
const transactionsKey = (get: Getter) => `${get(balanceDataKeyAtom)} ${transactionRangeKey(get(transactionRangeAtom))}`;

/** spec 1 §3 status and transactions: the selected site's transactions in the range shown. */
export const transactionsAtom = atom((get) => get(transactionsByKey(transactionsKey(get))));

export const loadTransactionsAtom = atom(null, (get, set, request: LoadRequest = 'refresh') => {
  const range = get(transactionRangeAtom);
  return loadRemote(get, set, transactionsByKey(transactionsKey(get)), () => fetchTransactions(range), {
    request,
    skipWhileLoading: true,
    isEmptyData: (answer) => answer.transactions.length === 0,
    // spec 2 §8: the view shows the generic text; the cause goes to monitoring.
    onError: (problem) => reportWidgetError('transactions', problem),
  });
});

const billsByKey = remoteFamily<BillWithStatement>({ keep: 12 });

/** One bill, itemised, of the selected site's account (`siteKey` is siteDataKeyAtom's value). */
export const billAtom = (siteKey: string, billId: string) => billsByKey(`${siteKey} ${billId}`);

export const loadBillAtom = atom(null, (get, set, billId: string, request: LoadRequest = 'refresh') =>
  loadRemote(get, set, billAtom(get(siteDataKeyAtom), billId), () => fetchBill(billId), {
    request,
    skipWhileLoading: true,
    onError: (problem) => reportWidgetError('billDetails', problem),
  }),
);

/** spec 1 §3 downloadStatus: one download's, shown beside its own button. */
export type DownloadStatus =
  { state: 'idle' } | { state: 'downloading' } | { state: 'failed'; message: string; problem: Problem };

export const IDLE_DOWNLOAD: DownloadStatus = { state: 'idle' };

/** Each download's status by its key (downloadKey): a failure on one bill leaves the others as they were. */
export const downloadStatusesAtom = atom<Readonly<Record<string, DownloadStatus>>>({});

export const downloadKey = {
  billPdf: (billId: string) => `bill-pdf ${billId}`,
  transactionsCsv: (range: TransactionRange) => `transactions-csv ${transactionRangeKey(range)}`,
};

async function runDownload(
  get: Getter,
  set: Setter,
  key: string,
  download: () => Promise<DownloadedFile>,
  failedMessage: string,
): Promise<void> {
  // A second press while the file is on its way starts nothing (the button is pending too).
  if (get(downloadStatusesAtom)[key]?.state === 'downloading') return;
  const setStatus = (status: DownloadStatus) => set(downloadStatusesAtom, (all) => ({ ...all, [key]: status }));
  setStatus({ state: 'downloading' });
  try {
    saveFile(await download());
    setStatus(IDLE_DOWNLOAD);
  } catch (error) {
    setStatus({ state: 'failed', message: failedMessage, problem: problemOf(error) });
  }
}

/** Downloads a bill as a PDF and saves it under the name the server gives (spec 1 §7). */
export const downloadBillPdfAtom = atom(null, (get, set, billId: string) =>
  runDownload(
    get,
    set,
    downloadKey.billPdf(billId),
    () => fetchBillPdf(billId),
    'We couldn’t download this bill. Please try again.',
  ),
);

/** Downloads the transactions of the range shown as CSV (spec 1 §7). */
export const downloadTransactionsCsvAtom = atom(null, (get, set) => {
  const range = get(transactionRangeAtom);
  return runDownload(
    get,
    set,
    downloadKey.transactionsCsv(range),
    () => fetchTransactionsCsv(range),
    'We couldn’t download your transactions. Please try again.',
  );
});
