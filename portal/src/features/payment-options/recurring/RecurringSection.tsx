import { Banner, ErrorBox, Skeleton, Stack, Text, Button, formatNzd } from '@harakeke/design-system';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { cardReturnPathOf } from '../../../services/card-return/card-return.js';
import { useWidgetData } from '../../../widgets/widget-state.js';
import {
  cancelRecurringAtom,
  cancelRecurringPaymentAtom,
  cardFeeAtom,
  creditCardFormAtom,
  isRecurringActive,
  leavingForCardPageAtom,
  loadCardFeeAtom,
  loadRecurringOptionsAtom,
  loadRecurringPaymentAtom,
  recurringCardPromptAtom,
  recurringErrorAtom,
  recurringFormShownAtom,
  recurringOptionsAtom,
  recurringPaymentAtom,
  selectedPaymentTypeAtom,
  setUpRecurringCardAtom,
} from '../atoms.js';
import { directDebitSubmitAtom } from '../direct-debit/atoms.js';
import { DirectDebitForm } from '../direct-debit/DirectDebitForm.js';
import { CurrentRecurringPaymentView } from './CurrentRecurringPaymentView.js';
import { CreditCardFormView, RecurringSetupView } from './RecurringSetupView.js';

export interface RecurringSectionProps {
  /** The section's focus target once a dialog closes whose button is gone. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The credit card form under the payment type choice: both ticks, then the card page. */
function CreditCardForm() {
  const { pathname, search } = useLocation();
  const [form, setForm] = useAtom(creditCardFormAtom);
  const fee = useWidgetData(cardFeeAtom, loadCardFeeAtom);
  const error = useAtomValue(recurringErrorAtom);
  const leaving = useAtomValue(leavingForCardPageAtom);
  const setUp = useSetAtom(setUpRecurringCardAtom);
  return (
    <CreditCardFormView
      form={form}
      onChange={(tick, isSelected) =>
        setForm((current) => ({ ...current, [tick]: isSelected, touched: { ...current.touched, [tick]: true } }))
      }
      feeRate={fee.data?.rate ?? null}
      error={error}
      isLeaving={leaving === 'recurringCard'}
      onContinue={() => void setUp(cardReturnPathOf({ pathname, search }))}
    />
  );
}

/**
 * spec 1 §2 and §3 recurringPayments: the current recurring payment with its cancelling, or, when there is none and
 * the form flag is on, the payment type choice (direct debit by default) and that type's form.
 */
export function RecurringSection({ returnFocusRef }: RecurringSectionProps) {
  const recurring = useWidgetData(recurringPaymentAtom, loadRecurringPaymentAtom);
  const options = useWidgetData(recurringOptionsAtom, loadRecurringOptionsAtom);
  const cancel = useAtomValue(cancelRecurringAtom);
  const cancelRecurring = useSetAtom(cancelRecurringPaymentAtom);
  const [formShown, setFormShown] = useAtom(recurringFormShownAtom);
  const [paymentType, setPaymentType] = useAtom(selectedPaymentTypeAtom);
  const directDebitSubmit = useAtomValue(directDebitSubmitAtom);
  const prompt = useAtomValue(recurringCardPromptAtom);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const directDebitSetUp = directDebitSubmit.status === 'success';
  useEffect(() => {
    // The form that had focus is gone once the direct debit is set up: the section, with its message, takes it.
    if (directDebitSetUp) returnFocusRef.current?.focus();
  }, [directDebitSetUp, returnFocusRef]);
  // 'Set up automatic payments' goes as the setup replaces it, which would drop focus to the page: the setup's heading
  // takes it, so the next Tab reaches the payment type. Only when the customer opened it, not when the page shows it.
  const setupHeadingRef = useRef<HTMLDivElement>(null);
  const setupOpenedByCustomer = useRef(false);
  useEffect(() => {
    if (!formShown || !setupOpenedByCustomer.current) return;
    setupOpenedByCustomer.current = false;
    setupHeadingRef.current?.focus();
  }, [formShown]);
  // 'Not now' goes with the setup it closes: the button that opens it again takes focus.
  const setupButtonRef = useRef<HTMLButtonElement>(null);
  const setupClosedByCustomer = useRef(false);
  useEffect(() => {
    if (formShown || !setupClosedByCustomer.current) return;
    setupClosedByCustomer.current = false;
    setupButtonRef.current?.focus();
  }, [formShown]);

  if (recurring.state === 'loading') return <Skeleton variant="text" lines={3} />;
  if (recurring.state === 'error' || !recurring.data) {
    return (
      <ErrorBox
        title="We couldn’t load your automatic payments"
        detail={recurring.errorDetail}
        onRetry={recurring.onRetry}
        retryLabel="Try again"
      />
    );
  }
  const payment = recurring.data;
  if (isRecurringActive(payment)) {
    return (
      <Stack gap="4">
        {directDebitSubmit.status === 'success' && payment.paymentMethod === 'directDebit' && (
          <Banner tone="success" isDismissable={false} announce>
            Your direct debit is set up. Each bill will be paid from your bank account on its due date.
          </Banner>
        )}
        {prompt.status === 'success' && (
          <Banner tone="success" isDismissable={false} announce>
            Your bills will be paid with your new card from now on.
          </Banner>
        )}
        <CurrentRecurringPaymentView
          payment={payment}
          cancel={cancel}
          isConfirmOpen={confirmOpen}
          onConfirmOpenChange={setConfirmOpen}
          onCancel={() => void cancelRecurring().then((cancelled) => cancelled && setConfirmOpen(false))}
          returnFocusRef={returnFocusRef}
        />
      </Stack>
    );
  }
  const bestDiscount = Math.max(0, ...(options.data?.options.map((option) => option.discount) ?? []));
  return (
    <Stack gap="5">
      {cancel.status === 'success' && (
        <Banner tone="success" isDismissable={false} announce>
          Your recurring payment has been cancelled. Until you set up another, please pay each bill yourself.
        </Banner>
      )}
      {formShown ? (
        <RecurringSetupView
          options={options.data ?? null}
          selectedPaymentType={paymentType}
          onPaymentTypeChange={setPaymentType}
          headingRef={setupHeadingRef}
          onCancel={() => {
            setupClosedByCustomer.current = true;
            setFormShown(false);
          }}
        >
          {paymentType === 'directDebit' ? <DirectDebitForm /> : <CreditCardForm />}
        </RecurringSetupView>
      ) : (
        <Stack gap="3">
          <Text>
            Your bills aren’t paid automatically.
            {bestDiscount > 0 && ` Pay by direct debit or card and save up to ${formatNzd(bestDiscount)} on each bill.`}
          </Text>
          <div>
            <Button
              ref={setupButtonRef}
              onClick={() => {
                setupOpenedByCustomer.current = true;
                setFormShown(true);
              }}
            >
              Set up automatic payments
            </Button>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
