import type { Problem } from '@harakeke/contract';
import { defineExamples } from '@harakeke/design-system';
import { IDLE_MUTATION, type MutationState } from '../../../core/data/mutation.js';
import { demoCardPayment, demoDirectDebitPayment } from '../demo-payment-options.js';
import { CurrentRecurringPaymentView, type CurrentRecurringPaymentViewProps } from './CurrentRecurringPaymentView.js';

const noop = () => undefined;

const serverFailure: Problem = { type: '/error/default', status: 500, title: 'Something went wrong' };

/** The current recurring payment, a direct debit with its discount unless said otherwise; the confirmation closed. */
function current({
  payment = demoDirectDebitPayment,
  cancel = IDLE_MUTATION,
  isConfirmOpen = false,
}: Partial<Pick<CurrentRecurringPaymentViewProps, 'payment' | 'isConfirmOpen'>> & {
  cancel?: MutationState<unknown>;
} = {}) {
  return (
    <CurrentRecurringPaymentView
      payment={payment}
      cancel={cancel}
      isConfirmOpen={isConfirmOpen}
      onConfirmOpenChange={noop}
      onCancel={noop}
    />
  );
}

/** The current recurring payment's states (spec 1 §3 recurringPayments, §4 cancel recurring payment). */
export const currentRecurringPaymentExamples = defineExamples({
  DirectDebit: {
    description: 'A direct debit, the account masked, with its discount on each bill.',
    render: () => current(),
  },
  CreditCard: {
    description: 'A recurring card payment: the card in words (never more than its last four digits).',
    render: () => current({ payment: demoCardPayment }),
  },
  NoDiscount: {
    description: 'A recurring payment without a discount: no discount line.',
    render: () => current({ payment: { ...demoDirectDebitPayment, hasDiscount: false, recurringPaymentDiscount: 0 } }),
  },
  CannotCancel: {
    description: 'canDeleteRecurring false (spec 1 §6): no cancel button.',
    render: () => current({ payment: { ...demoDirectDebitPayment, canDeleteRecurring: false } }),
  },
  ConfirmOpen: {
    description: 'The confirmation: the discount that stops with the payment, keep or cancel.',
    render: () => current({ isConfirmOpen: true }),
  },
  Cancelling: {
    description: 'The cancel is on its way: its button is pending, and a second press sends nothing.',
    render: () => current({ isConfirmOpen: true, cancel: { status: 'pending', data: null, error: null } }),
  },
  CancelFailed: {
    description: 'The cancel failed: the error in the confirmation, which stays open to try again.',
    render: () => current({ isConfirmOpen: true, cancel: { status: 'error', data: null, error: serverFailure } }),
  },
});
