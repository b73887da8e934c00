import type { RecurringPayment } from '@harakeke/contract';
import {
  Button,
  ConfirmDialog,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  ErrorBox,
  formatNzd,
  Stack,
  Text,
} from '@harakeke/design-system';
import { Fragment, type RefObject } from 'react';
import type { MutationState } from '../../../core/data/mutation.js';
import { cardText } from '../card-text.js';

export interface CurrentRecurringPaymentViewProps {
  /** The active recurring payment (spec 1 §4: its method is not none). */
  payment: RecurringPayment;
  /** spec 1 §4 cancel recurring payment: the cancel's state. */
  cancel: MutationState<unknown>;
  /** Whether the confirmation dialog is open. */
  isConfirmOpen: boolean;
  onConfirmOpenChange: (isOpen: boolean) => void;
  /** Cancels the recurring payment (from the confirmation). */
  onCancel: () => void;
  /** Where focus goes when the dialog closes once the payment is cancelled (its button is gone then). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const CANCEL_LABEL = 'Cancel recurring payment';

/** How the bills are paid, in words: the bank account (masked) or the card. */
function methodEntries(payment: RecurringPayment): [term: string, value: string][] {
  if (payment.paymentMethod === 'directDebit' && payment.directDebit) {
    const { issuer, holder, maskedNumber } = payment.directDebit;
    return [
      ['Paid by', `Direct debit from ${issuer}`],
      ['Account', `${holder}, ${maskedNumber}`],
    ];
  }
  if (payment.paymentMethod === 'creditCard' && payment.card) {
    return [
      ['Paid by', cardText(payment.card)],
      ['Expires', payment.card.expiry],
    ];
  }
  return [['Paid by', payment.paymentMethod === 'directDebit' ? 'Direct debit' : 'Card']];
}

/**
 * spec 1 §3 recurringPayments: the current recurring payment, masked, with its discount when it has one; and, only
 * when canDeleteRecurring (spec 1 §6), its cancelling behind a confirmation (spec 1 §4 cancel recurring payment).
 */
export function CurrentRecurringPaymentView({
  payment,
  cancel,
  isConfirmOpen,
  onConfirmOpenChange,
  onCancel,
  returnFocusRef,
}: CurrentRecurringPaymentViewProps) {
  const cancelling = cancel.status === 'pending';
  const method = payment.paymentMethod === 'directDebit' ? 'direct debit' : 'card payments';
  return (
    <Stack gap="4">
      <Text>Your bills are paid automatically on their due date.</Text>
      <DescriptionList>
        {methodEntries(payment).map(([term, value]) => (
          <Fragment key={term}>
            <DescriptionTerm>{term}</DescriptionTerm>
            <DescriptionDetails>{value}</DescriptionDetails>
          </Fragment>
        ))}
        {payment.hasDiscount && (
          <>
            <DescriptionTerm>Discount</DescriptionTerm>
            <DescriptionDetails>{formatNzd(payment.recurringPaymentDiscount)} off each bill</DescriptionDetails>
          </>
        )}
      </DescriptionList>
      {payment.canDeleteRecurring && (
        <div>
          <ConfirmDialog
            title="Cancel your recurring payment?"
            description={
              payment.hasDiscount
                ? `Your bills won’t be paid automatically any more, and the ${formatNzd(payment.recurringPaymentDiscount)} discount on each bill stops.`
                : 'Your bills won’t be paid automatically any more.'
            }
            keepLabel={`Keep ${method}`}
            confirmLabel={CANCEL_LABEL}
            onConfirm={onCancel}
            isPending={cancelling}
            trigger={
              <Button variant="secondary" isDisabled={cancelling}>
                {CANCEL_LABEL}
              </Button>
            }
            isOpen={isConfirmOpen}
            onOpenChange={onConfirmOpenChange}
            returnFocusRef={returnFocusRef}
          >
            {cancel.status === 'error' && (
              <ErrorBox
                title="Your recurring payment wasn’t cancelled"
                detail={cancel.error?.detail ?? 'Please try again.'}
              />
            )}
          </ConfirmDialog>
        </div>
      )}
    </Stack>
  );
}
