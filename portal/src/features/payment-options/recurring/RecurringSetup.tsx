import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { useQuery } from '../../../core/data/keyed-query.js';
import { cardReturnPathOf } from '../../../services/card-return/card-return.js';
import { cardFeeQuery, leavingForCardPageAtom } from '../../../services/cards/atoms.js';
import {
  creditCardFormAtom,
  recurringErrorAtom,
  recurringOptionsQuery,
  selectedPaymentTypeAtom,
  setUpRecurringCardAtom,
} from '../atoms.js';
import { DirectDebitForm } from '../direct-debit/DirectDebitForm.js';
import { CreditCardFormView, RecurringSetupView } from './RecurringSetupView.js';

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

export interface RecurringSetupProps {
  /** Closes the setup ('Not now'); what was typed stays for next time. */
  onCancel: () => void;
}

/**
 * spec 1 §2 and §3: the payment type choice and that type's form, from the feature's atoms. Its code (the radio
 * group, the bank account fields, the ticks) loads when the customer opens the setup (RecurringSection), not with
 * the page.
 */
export function RecurringSetup({ onCancel }: RecurringSetupProps) {
  const options = useQuery(recurringOptionsQuery).remote.data ?? null;
  const [paymentType, setPaymentType] = useAtom(selectedPaymentTypeAtom);
  return (
    <RecurringSetupView
      options={options}
      selectedPaymentType={paymentType}
      onPaymentTypeChange={setPaymentType}
      onCancel={onCancel}
    >
      {paymentType === 'directDebit' ? <DirectDebitForm /> : <CreditCardForm />}
    </RecurringSetupView>
  );
}
