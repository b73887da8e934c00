import type { getRecurringOptions, RecurringPayment, ResponseOf } from '@harakeke/contract';
import { Banner, Button, formatNzd, Heading, LoadFrame, Stack, Text } from '@harakeke/design-system';
import type { ReactNode, Ref, RefObject } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import type { MutationState } from '../../../core/data/mutation.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import { isRecurringActive } from '../atoms.js';
import { ParagraphAndButtonSkeleton } from '../paragraph-skeleton.js';
import { CurrentRecurringPaymentView } from './CurrentRecurringPaymentView.js';

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
  /**
   * The customer is about to open the setup (a pointer on, or focus at, 'Set up automatic payments'): time to fetch
   * its code.
   */
  onSetupIntent?: () => void;
  /** The setup under its heading: the payment type choice and that type's form (RecurringSetupView). */
  setup: ReactNode;
  /**
   * The focus target around the setup's heading, for when the customer opens the setup: the button they pressed is
   * gone, and the heading shows at once, while the setup's code may still be on its way.
   */
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
      // The section without an automatic payment, as most customers first see it.
      skeleton={<ParagraphAndButtonSkeleton gap="3" sample={notPaidAutomaticallyText(2)} />}
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

/** What the section says while the bills are not paid automatically, with the best discount a method gives. */
function notPaidAutomaticallyText(bestDiscount: number): string {
  const saving = ` Pay by direct debit or card and save up to ${formatNzd(bestDiscount)} on each bill.`;
  return `Your bills aren’t paid automatically.${bestDiscount > 0 ? saving : ''}`;
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
  onSetupIntent,
  setup,
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
        <Stack gap="5">
          <div ref={setupHeadingRef} tabIndex={-1}>
            <Heading level={3}>Set up automatic payments</Heading>
          </div>
          {setup}
        </Stack>
      ) : (
        <Stack gap="3">
          <Text>{notPaidAutomaticallyText(bestDiscount)}</Text>
          <div>
            <Button ref={setupButtonRef} onClick={onOpenSetup} onPointerEnter={onSetupIntent} onFocus={onSetupIntent}>
              Set up automatic payments
            </Button>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
