import { Dialog, formatDate } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { siteDataKeyAtom } from '../../../app/user-details/atoms.js';
import { WIDGET_ERROR_DETAIL } from '../../../widgets/widget-state.js';
import {
  billAtom,
  downloadBillPdfAtom,
  downloadKey,
  downloadStatusesAtom,
  IDLE_DOWNLOAD,
  loadBillAtom,
} from './atoms.js';
import { BillDetails, type BillDetailsState } from './BillDetails.js';

export interface BillDetailsDialogProps {
  /** The bill to show, itemised. */
  billId: string;
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * spec 1 §2 bills area: one bill itemised (getBill), loaded when the dialog opens, with its PDF download; a failure
 * shows in the dialog with a retry. The PDF's status is the bill's own, shared with its row in the history.
 */
export function BillDetailsDialog({ billId, isOpen, onOpenChange }: BillDetailsDialogProps) {
  const remote = useAtomValue(billAtom(useAtomValue(siteDataKeyAtom), billId));
  const load = useSetAtom(loadBillAtom);
  const download = useSetAtom(downloadBillPdfAtom);
  const pdfStatus = useAtomValue(downloadStatusesAtom)[downloadKey.billPdf(billId)] ?? IDLE_DOWNLOAD;
  const notLoaded = remote.status === 'UNINITIALIZED';
  useEffect(() => {
    if (isOpen && notLoaded) void load(billId, 'ensure');
  }, [billId, isOpen, load, notLoaded]);
  const bill = remote.data;
  const state: BillDetailsState = remote.status === 'ERROR' ? 'error' : bill ? 'ready' : 'loading';
  return (
    <Dialog
      title={bill ? `Bill issued ${formatDate(bill.issueDate, 'DD MMM YYYY')}` : 'Your bill'}
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <BillDetails
        state={state}
        bill={bill}
        errorDetail={state === 'error' ? WIDGET_ERROR_DETAIL : undefined}
        onRetry={() => void load(billId, 'refresh')}
        pdfStatus={pdfStatus}
        onDownloadPdf={() => void download(billId)}
      />
    </Dialog>
  );
}
