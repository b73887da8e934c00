import type { RefObject } from 'react';
import { CREDIT_EXTENSION_DAYS, type CreditExtension } from '@harakeke/contract';
import { Banner, Button, Dialog, DialogClose, ErrorBox, Text } from '@harakeke/design-system';
import { withCurrentSupportNumber } from '../../../api/problems.js';
import type { MutationState } from '../../../core/data/mutation.js';
import { isRefusal } from './credit-extension.js';
import { dayText } from '../bill-text.js';

export const CREDIT_EXTENSION_TITLE = 'Extend your due date';

export interface CreditExtensionDialogViewProps {
  /** Whether the modal is open (spec 1 §3 creditExtension showModal). */
  isOpen: boolean;
  /** The request (spec 1 §3 creditExtension: loading, success, error; its answer's newEndDate). */
  request: MutationState<CreditExtension>;
  /** The offer: the current due date and the one an extension would give. */
  offer?: CreditExtension | null;
  /** Called when the modal asks to open or close. */
  onOpenChange: (isOpen: boolean) => void;
  /** Asks for the extension (again, after a failure). */
  onConfirm: () => void;
  /** Where focus goes when the dialog closes and what opened it is gone, or nothing did (a return from the card page). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * spec 1 §4 credit extension, spec 2 §9: the modal offering to move the due date 14 days. While the request runs the
 * confirm button is pending (a second press sends nothing); a success shows the new due date; a refusal (409) shows
 * the server's reason, with nothing to retry; any other failure offers a retry.
 */
export function CreditExtensionDialogView({
  isOpen,
  request,
  offer,
  onOpenChange,
  onConfirm,
  returnFocusRef,
}: CreditExtensionDialogViewProps) {
  const loading = request.status === 'pending';
  const success = request.status === 'success';
  const error = request.status === 'error' ? request.error : null;
  const newEndDate = request.data?.newEndDate;
  const refused = error !== null && isRefusal(error.status);
  const close = (label: string, variant: 'primary' | 'secondary') => (
    <DialogClose asChild>
      <Button variant={variant}>{label}</Button>
    </DialogClose>
  );
  return (
    <Dialog
      title={CREDIT_EXTENSION_TITLE}
      size="sm"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      returnFocusRef={returnFocusRef}
      closeOnOutsidePress={!loading}
      footer={
        success || refused ? (
          close('Done', 'primary')
        ) : (
          <>
            {close('Cancel', 'secondary')}
            <Button isPending={loading} onClick={onConfirm}>
              Extend by {CREDIT_EXTENSION_DAYS} days
            </Button>
          </>
        )
      }
    >
      {success ? (
        <Banner tone="success" title="Your due date has been extended" announce>
          {newEndDate ? `Your new due date is ${dayText(newEndDate)}.` : 'Your new due date shows on your account.'}
        </Banner>
      ) : (
        <>
          <Text>{offerText(offer)}</Text>
          <Text tone="muted">You can do this once for each bill. There’s no fee.</Text>
          {error && (
            <ErrorBox
              title={refused ? 'We couldn’t extend your due date' : undefined}
              detail={withCurrentSupportNumber(error.detail ?? 'Please try again in a moment.')}
              onRetry={refused ? undefined : onConfirm}
            />
          )}
        </>
      )}
    </Dialog>
  );
}

function offerText(offer: CreditExtension | null | undefined): string {
  if (offer?.dueDate && offer.newEndDate)
    return `We can move your due date ${CREDIT_EXTENSION_DAYS} days, from ${dayText(offer.dueDate)} to ${dayText(offer.newEndDate)}.`;
  return `We can move your due date ${CREDIT_EXTENSION_DAYS} days.`;
}
