import type { getRecurringOptions, RecurringPayment, ResponseOf } from '@harakeke/contract';
import { Banner, Button, formatNzd, LoadFrame, Stack, Text } from '@harakeke/design-system';
import type { ReactNode, Ref, RefObject } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import type { MutationState } from '../../../core/data/mutation.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import { isRecurringActive, type RecurringPaymentType } from '../atoms.js';
import { CurrentRecurringPaymentView } from './CurrentRecurringPaymentView.js';
import { RecurringSetupView } from './RecurringSetupView.js';

export interface RecurringViewProps extends LoadViewProps<RecurringPayment> {
  /** spec 1 §2 autopay options, for each type's discount; null while they load or when they failed. */
  options: ResponseOf<typeof getRecurringOptions> | null;
  /** spec 1 §4 cancel recurring payment: the cancel's state. */
  cancel: MutationState<unknown>;
  /** Whether the cancel's confirmation is open. */
  isConfirmOpen: boolean;
  onConfirmOpenChange: (isOpen: boolean) => void;
  /** Cancels the recurring payment (from the confirmation). */
  onCancel: () => void;
  /**
   * The section's focus target, around its content: where focus goes when what had it is gone (the confirmation
   * closing once the payment is cancelled, the direct debit form once it is set up, a return's dialog).
   */
  focusRef?: RefObject<HTMLDivElement | null>;
  /** The direct debit was just set up: said above it. */
  isDirectDebitSetUp: boolean;
  /** spec 1 §4 recurring card update succeeded: the bills are paid with the new card, said above it. */
  isRecurringCardUpdated: boolean;
  /** spec 1 §2 the form flag: whether the setup shows (when there is no recurring payment). */
  isSetupShown: boolean;
  /** Opens the setup ('Set up automatic payments'). */
  onOpenSetup: () => void;
  /** Closes the setup ('Not now'); what was typed stays for next time. */
  onCloseSetup: () => void;
  /** spec 1 §3 form.selectedPaymentType. */
  selectedPaymentType: RecurringPaymentType;
  onPaymentTypeChange: (type: RecurringPaymentType) => void;
  /** The selected type's form: the direct debit form, or the credit card form. */
  setupForm: ReactNode;
  /** The focus target around the setup's heading, for when the customer opens the setup. */
  setupHeadingRef?: Ref<HTMLDivElement>;
  /** 'Set up automatic payments', which takes focus back when the customer closes the setup. */
  setupButtonRef?: Ref<HTMLButtonElement>;
}

/**
 * spec 1 §2 and §3 recurringPayments: the current recurring payment with its cancelling, or, when there is none and
 * the form flag is on, the payment type choice (direct debit by default) and that type's form.
 */
export function RecurringView({ load, onRetry, focusRef, ...props }: RecurringViewProps) {
  return (
    <LoadFrame
      title="Automatic payments"
      load={load}
      // Between the section without a recurring payment (two rows) and with one (five): either moves what is below
      // it least.
      skeletonRows={3}
      errorTitle="We couldn’t load your automatic payments"
      errorDetail={WIDGET_ERROR_DETAIL}
      onRetry={onRetry}
    >
      {(payment) => (
        <div ref={focusRef} tabIndex={-1}>
          <RecurringContent payment={payment} returnFocusRef={focusRef} {...props} />
        </div>
      )}
    </LoadFrame>
  );
}

/** The section once the recurring payment has loaded. */
function RecurringContent({
  payment,
  options,
  cancel,
  isConfirmOpen,
  onConfirmOpenChange,
  onCancel,
  returnFocusRef,
  isDirectDebitSetUp,
  isRecurringCardUpdated,
  isSetupShown,
  onOpenSetup,
  onCloseSetup,
  selectedPaymentType,
  onPaymentTypeChange,
  setupForm,
  setupHeadingRef,
  setupButtonRef,
}: Omit<RecurringViewProps, 'load' | 'onRetry' | 'focusRef'> & {
  payment: RecurringPayment;
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
}) {
  if (isRecurringActive(payment)) {
    return (
      <Stack gap="4">
        {isDirectDebitSetUp && payment.paymentMethod === 'directDebit' && (
          <Banner tone="success" isDismissable={false} announce>
            Your direct debit is set up. Each bill will be paid from your bank account on its due date.
          </Banner>
        )}
        {isRecurringCardUpdated && (
          <Banner tone="success" isDismissable={false} announce>
            Your bills will be paid with your new card from now on.
          </Banner>
        )}
        <CurrentRecurringPaymentView
          payment={payment}
          cancel={cancel}
          isConfirmOpen={isConfirmOpen}
          onConfirmOpenChange={onConfirmOpenChange}
          onCancel={onCancel}
          returnFocusRef={returnFocusRef}
        />
      </Stack>
    );
  }
  const bestDiscount = Math.max(0, ...(options?.options.map((option) => option.discount) ?? []));
  return (
    <Stack gap="5">
      {cancel.status === 'success' && (
        <Banner tone="success" isDismissable={false} announce>
          Your recurring payment has been cancelled. Until you set up another, please pay each bill yourself.
        </Banner>
      )}
      {isSetupShown ? (
        <RecurringSetupView
          options={options}
          selectedPaymentType={selectedPaymentType}
          onPaymentTypeChange={onPaymentTypeChange}
          headingRef={setupHeadingRef}
          onCancel={onCloseSetup}
        >
          {setupForm}
        </RecurringSetupView>
      ) : (
        <Stack gap="3">
          <Text>
            Your bills aren’t paid automatically.
            {bestDiscount > 0 && ` Pay by direct debit or card and save up to ${formatNzd(bestDiscount)} on each bill.`}
          </Text>
          <div>
            <Button ref={setupButtonRef} onClick={onOpenSetup}>
              Set up automatic payments
            </Button>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
