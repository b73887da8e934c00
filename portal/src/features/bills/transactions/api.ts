import { downloadBill, downloadTransactions, getBill, getTransactions } from '@harakeke/contract';
import { callApi } from '../../../api/call-api.js';
import { downloadFile } from '../../../api/download-file.js';
import type { TransactionRange } from './transaction-range.js';

/** spec 1 §3 transaction history: the selected account's bills, payments and credits in a range, newest first. */
export const fetchTransactions = (range: TransactionRange) => callApi(getTransactions, range);

/** One bill, itemised (spec 1 §2 bills area). */
export const fetchBill = (billId: string) => callApi(getBill, { billId });

// spec 1 §7: a downloaded file takes its name from Content-Disposition; these names are used only when it names none.

/** A bill as a PDF. */
export const fetchBillPdf = (billId: string) => downloadFile(downloadBill, { billId }, `bill-${billId}.pdf`);

/** The transactions of a range as CSV. */
export const fetchTransactionsCsv = (range: TransactionRange) =>
  downloadFile(downloadTransactions, range, `transactions-${range.startDate}-to-${range.endDate}.csv`);
