import { mapLoad } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { reportEvent } from '../../../core/analytics/events.js';
import { useQuery } from '../../../core/data/keyed-query.js';
import { IDLE_MUTATION } from '../../../core/data/mutation.js';
import {
  chooseTransactionRangeAtom,
  downloadKeyOf,
  fileDownloads,
  transactionFilterAtom,
  transactionFilterErrorAtom,
  transactionRangeAtom,
  transactionsQuery,
  type Download,
} from './atoms.js';
import { BillDetailsDialog } from './BillDetailsDialog.js';
import { TransactionHistoryView } from './TransactionHistoryView.js';

/**
 * spec 1 §2 bills area, §3 transaction history: the selected site's transactions in the chosen range (loaded when
 * shown and on each new range), the itemised bill in a dialog, and the downloads.
 */
export function TransactionHistory() {
  const { load, remote, retry } = useQuery(transactionsQuery);
  const range = useAtomValue(transactionRangeAtom);
  const filter = useAtomValue(transactionFilterAtom);
  const filterError = useAtomValue(transactionFilterErrorAtom);
  const chooseRange = useSetAtom(chooseTransactionRangeAtom);
  const downloads = useAtomValue(fileDownloads.statesAtom);
  const download = useSetAtom(fileDownloads.mutateAtom);
  const [dialog, setDialog] = useState<{ billId: string; isOpen: boolean } | null>(null);
  const statusOf = (file: Download) => downloads[downloadKeyOf(file)] ?? IDLE_MUTATION;

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
        load={mapLoad(load, ({ transactions }) => transactions)}
        onRetry={retry}
        filter={filter}
        filterError={filterError}
        onFilterChange={chooseRange}
        range={range}
        billDownloadStatus={(billId) => statusOf({ kind: 'billPdf', billId })}
        onDownloadBill={(billId) => void download({ kind: 'billPdf', billId })}
        onViewBill={(billId) => setDialog({ billId, isOpen: true })}
        csvDownloadStatus={statusOf({ kind: 'transactionsCsv', range })}
        onDownloadCsv={() => void download({ kind: 'transactionsCsv', range })}
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
