import type { ReactElement, ReactNode, Ref, RefObject } from 'react';
import { Button } from '../Button/Button.js';
import { Dialog, DialogClose } from '../Dialog/Dialog.js';

export interface ConfirmDialogProps {
  /** The question, naming what the action does to what: 'Delete your mobile number?'. */
  title: ReactNode;
  /** What follows if the customer goes ahead, in a sentence. */
  description: ReactNode;
  /** The button that keeps things as they are and closes the dialog: 'Keep number'. */
  keepLabel: string;
  /** The button that goes ahead: 'Delete number'. */
  confirmLabel: string;
  /** Goes ahead; the dialog stays open (pending) until the caller closes it. */
  onConfirm: () => void;
  /** The action is under way: its button shows it, and a press outside no longer closes the dialog. */
  isPending?: boolean;
  /** Shown in the dialog's body: what went wrong the last time, when it did (an ErrorBox). */
  children?: ReactNode;
  /** The element that opens the dialog (a Button); focus returns to it when the dialog closes. */
  trigger?: ReactElement;
  /** Whether the dialog is open, when the caller controls it. */
  isOpen?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes on close when the opener is gone, or nothing opened the dialog. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Added to the dialog's panel (the element with role dialog). */
  className?: string;
  /** The dialog's panel; set while it is open. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A small dialog that asks before an action that cannot be taken back (Radix's AlertDialog pattern, on our Dialog):
 * the question, what follows, a button that keeps things as they are and one that goes ahead, the going-ahead one
 * last. Focus starts in the dialog and returns to the opener; while the action is pending a press outside does not
 * close it, so its outcome is seen.
 */
export function ConfirmDialog({
  keepLabel,
  confirmLabel,
  onConfirm,
  isPending = false,
  children,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <Dialog
      {...dialog}
      size="sm"
      closeOnOutsidePress={!isPending}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{keepLabel}</Button>
          </DialogClose>
          <Button isPending={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
