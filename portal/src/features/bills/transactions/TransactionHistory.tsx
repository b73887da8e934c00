import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { reportEvent } from '../../../services/analytics/events.js';
import { widgetViewProps } from '../../../widgets/widget-state.js';
import {
  chooseTransactionRangeAtom,
  downloadBillPdfAtom,
  downloadKey,
  downloadStatusesAtom,
  downloadTransactionsCsvAtom,
  IDLE_DOWNLOAD,
  loadTransactionsAtom,
  transactionFilterAtom,
  transactionFilterErrorAtom,
  transactionRangeAtom,
  transactionsAtom,
} from './atoms.js';
import { BillDetailsDialog } from './BillDetailsDialog.js';
import { TransactionHistoryView } from './TransactionHistoryView.js';

/**
 * spec 1 §2 bills area, §3 transaction history: the selected site's transactions in the chosen range (loaded when
 * shown and on each new range), the itemised bill in a dialog, and the downloads.
 */
export function TransactionHistory() {
  const remote = useAtomValue(transactionsAtom);
  const load = useSetAtom(loadTransactionsAtom);
  const range = useAtomValue(transactionRangeAtom);
  const filter = useAtomValue(transactionFilterAtom);
  const filterError = useAtomValue(transactionFilterErrorAtom);
  const chooseRange = useSetAtom(chooseTransactionRangeAtom);
  const downloads = useAtomValue(downloadStatusesAtom);
  const downloadBill = useSetAtom(downloadBillPdfAtom);
  const downloadCsv = useSetAtom(downloadTransactionsCsvAtom);
  const [dialog, setDialog] = useState<{ billId: string; isOpen: boolean } | null>(null);

  const notLoaded = remote.status === 'UNINITIALIZED';
  useEffect(() => {
    // A new range or site is a new atom, UNINITIALIZED until this loads it.
    if (notLoaded) void load('ensure');
  }, [load, notLoaded]);

  // spec 1 §7 viewTransactionHistory: once, when the history is first shown to the customer.
  const isShown = remote.status === 'SUCCESS' || remote.status === 'NO_DATA';
  const reported = useRef(false);
  useEffect(() => {
    if (isShown && !reported.current) {
      reported.current = true;
      reportEvent('viewTransactionHistory');
    }
  }, [isShown]);

  return (
    <>
      <TransactionHistoryView
        {...widgetViewProps(remote, () => void load('refresh'))}
        transactions={remote.data?.transactions}
        filter={filter}
        filterError={filterError}
        onFilterChange={chooseRange}
        range={range}
        billDownloadStatus={(billId) => downloads[downloadKey.billPdf(billId)] ?? IDLE_DOWNLOAD}
        onDownloadBill={(billId) => void downloadBill(billId)}
        onViewBill={(billId) => setDialog({ billId, isOpen: true })}
        csvDownloadStatus={downloads[downloadKey.transactionsCsv(range)] ?? IDLE_DOWNLOAD}
        onDownloadCsv={() => void downloadCsv()}
      />
      {dialog && (
        <BillDetailsDialog
          billId={dialog.billId}
          isOpen={dialog.isOpen}
          onOpenChange={(isOpen) => setDialog({ ...dialog, isOpen })}
        />
      )}
    </>
  );
}
