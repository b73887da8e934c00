import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '../../../core/data/keyed-query.js';
import { cardReturnPathOf } from '../../../services/card-return/card-return.js';
import { cardFeeQuery, leavingForCardPageAtom } from '../../../services/cards/atoms.js';
import {
  creditCardFormAtom,
  recurringCardUpdate,
  recurringErrorAtom,
  recurringFormShownAtom,
  recurringOptionsQuery,
  recurringPaymentCancellation,
  recurringPaymentQuery,
  selectedPaymentTypeAtom,
  setUpRecurringCardAtom,
} from '../atoms.js';
import { directDebitSetup } from '../direct-debit/atoms.js';
import { DirectDebitForm } from '../direct-debit/DirectDebitForm.js';
import { RecurringView } from './RecurringView.js';
import { CreditCardFormView } from './RecurringSetupView.js';

export interface RecurringSectionProps {
  /** The section's focus target (around its content) once what had focus is gone, e.g. a dialog's button. */
  focusRef: RefObject<HTMLDivElement | null>;
}

/** The credit card form under the payment type choice: both ticks, then the card page. */
function CreditCardForm() {
  const { pathname, search } = useLocation();
  const [form, setForm] = useAtom(creditCardFormAtom);
  const fee = useQuery(cardFeeQuery).remote.data;
  const error = useAtomValue(recurringErrorAtom);
  const leaving = useAtomValue(leavingForCardPageAtom);
  const setUp = useSetAtom(setUpRecurringCardAtom);
  return (
    <CreditCardFormView
      form={form}
      onChange={(tick, isSelected) =>
        setForm((current) => ({ ...current, [tick]: isSelected, touched: { ...current.touched, [tick]: true } }))
      }
      feeRate={fee?.rate ?? null}
      error={error}
      isLeaving={leaving === 'recurringCard'}
      onContinue={() => void setUp(cardReturnPathOf({ pathname, search }))}
    />
  );
}

/**
 * spec 1 §2 and §3 recurringPayments, from the feature's atoms: the current recurring payment with its cancelling,
 * or, when there is none and the form flag is on, the payment type choice and that type's form.
 */
export function RecurringSection({ focusRef }: RecurringSectionProps) {
  const recurring = useQuery(recurringPaymentQuery);
  const options = useQuery(recurringOptionsQuery).remote.data ?? null;
  const cancel = useAtomValue(recurringPaymentCancellation.stateAtom);
  const cancelRecurring = useSetAtom(recurringPaymentCancellation.mutateAtom);
  const [formShown, setFormShown] = useAtom(recurringFormShownAtom);
  const [paymentType, setPaymentType] = useAtom(selectedPaymentTypeAtom);
  const directDebitSetUp = useAtomValue(directDebitSetup.stateAtom).status === 'success';
  const recurringCardUpdated = useAtomValue(recurringCardUpdate.stateAtom).status === 'success';
  const [confirmOpen, setConfirmOpen] = useState(false);
  useEffect(() => {
    // The form that had focus is gone once the direct debit is set up: the section, with its message, takes it.
    if (directDebitSetUp) focusRef.current?.focus();
  }, [directDebitSetUp, focusRef]);
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

  return (
    <RecurringView
      load={recurring.load}
      onRetry={recurring.retry}
      options={options}
      cancel={cancel}
      isConfirmOpen={confirmOpen}
      onConfirmOpenChange={setConfirmOpen}
      onCancel={() => void cancelRecurring().then((cancelled) => cancelled && setConfirmOpen(false))}
      focusRef={focusRef}
      isDirectDebitSetUp={directDebitSetUp}
      isRecurringCardUpdated={recurringCardUpdated}
      isSetupShown={formShown}
      onOpenSetup={() => {
        setupOpenedByCustomer.current = true;
        setFormShown(true);
      }}
      onCloseSetup={() => {
        setupClosedByCustomer.current = true;
        setFormShown(false);
      }}
      selectedPaymentType={paymentType}
      onPaymentTypeChange={setPaymentType}
      setupForm={paymentType === 'directDebit' ? <DirectDebitForm /> : <CreditCardForm />}
      setupHeadingRef={setupHeadingRef}
      setupButtonRef={setupButtonRef}
    />
  );
}
