import { Dialog, formatDate } from '@harakeke/design-system';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useQuery, type QueryLoad } from '../../../core/data/keyed-query.js';
import { billDetailsQuery, downloadKeyOf, fileDownloads } from './atoms.js';
import { BillDetails } from './BillDetails.js';

export interface BillDetailsDialogProps {
  /** The bill to show, itemised. */
  billId: string;
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (isOpen: boolean) => void;
}

/** The load of a closed dialog's bill: nothing is sent. */
const loadNothing: QueryLoad = atom(null, async () => undefined);

/**
 * spec 1 §2 bills area: one bill itemised (getBill), loaded when the dialog opens, with its PDF download; a failure
 * shows in the dialog with a retry. The PDF's status is the bill's own, shared with its row in the history.
 */
export function BillDetailsDialog({ billId, isOpen, onOpenChange }: BillDetailsDialogProps) {
  const query = billDetailsQuery(billId);
  // Closed, it asks for nothing: a dialog closed before a switch of site does not ask for its bill on the new site.
  const { load, remote, retry } = useQuery({
    dataAtom: query.dataAtom,
    loadAtom: isOpen ? query.loadAtom : loadNothing,
  });
  const pdf = { kind: 'billPdf', billId } as const;
  const pdfStatus = useAtomValue(fileDownloads.stateOf(downloadKeyOf(pdf)));
  const download = useSetAtom(fileDownloads.mutateAtom);
  const bill = remote.data;
  return (
    <Dialog
      title={bill ? `Bill issued ${formatDate(bill.issueDate, 'DD MMM YYYY')}` : 'Your bill'}
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <BillDetails load={load} onRetry={retry} pdfStatus={pdfStatus} onDownloadPdf={() => void download(pdf)} />
    </Dialog>
  );
}
