import { Dialog } from '@harakeke/design-system';

export interface BillDetailsDialogProps {
  /** The bill to show, itemised. */
  billId: string;
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (isOpen: boolean) => void;
}

/** spec 1 §2 bills area: one bill, itemised, with its PDF download. (Its content follows.) */
export function BillDetailsDialog({ billId, isOpen, onOpenChange }: BillDetailsDialogProps) {
  return <Dialog title="Your bill" size="lg" isOpen={isOpen} onOpenChange={onOpenChange} description={billId} />;
}
