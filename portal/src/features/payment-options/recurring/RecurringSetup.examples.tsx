import {
  brandHasAuthoriseTAndC,
  directDebitTextFields,
  directDebitTickBoxes,
  type DirectDebitField,
} from '@harakeke/contract';
import { defineExamples, useBrand } from '@harakeke/design-system';
import { IDLE_MUTATION } from '../../../core/data/mutation.js';
import { demoCardFee } from '../../../services/cards/demo-cards.js';
import { emptyCreditCardForm, type CardFlowError, type CreditCardFormState } from '../atoms.js';
import { demoRecurringOptions } from '../demo-payment-options.js';
import {
  canSubmitDirectDebit,
  directDebitFieldState,
  emptyDirectDebitForm,
  type DirectDebitFieldState,
} from '../direct-debit/direct-debit-form.js';
import { DirectDebitFormView } from '../direct-debit/DirectDebitFormView.js';
import { CreditCardFormView, RecurringSetupView } from './RecurringSetupView.js';

const noop = () => undefined;

/** The direct debit form as a customer first sees it, in the rendering brand (its authority box is the brand's). */
function EmptyDirectDebitForm() {
  const brand = useBrand();
  const fields = Object.fromEntries(
    [...directDebitTextFields, ...directDebitTickBoxes].map((field) => [
      field,
      directDebitFieldState(emptyDirectDebitForm, field),
    ]),
  ) as Record<DirectDebitField, DirectDebitFieldState>;
  return (
    <DirectDebitFormView
      brandName={brand.name}
      hasAuthoriseTAndC={brandHasAuthoriseTAndC(brand.id)}
      fields={fields}
      canSubmit={canSubmitDirectDebit(emptyDirectDebitForm, brand.id)}
      submit={IDLE_MUTATION}
      onChange={noop}
      onBlur={noop}
      onSubmit={noop}
    />
  );
}

/** The choice with credit card selected and its form in a state. */
function creditCard({
  form = emptyCreditCardForm,
  error = null,
  isLeaving = false,
}: { form?: CreditCardFormState; error?: CardFlowError | null; isLeaving?: boolean } = {}) {
  return (
    <RecurringSetupView
      options={demoRecurringOptions}
      selectedPaymentType="creditCard"
      onPaymentTypeChange={noop}
      onCancel={noop}
    >
      <CreditCardFormView
        form={form}
        onChange={noop}
        feeRate={demoCardFee.rate}
        error={error}
        isLeaving={isLeaving}
        onContinue={noop}
      />
    </RecurringSetupView>
  );
}

const ticked: CreditCardFormState = {
  creditCardTsAndCs: true,
  creditCardFeeAccept: true,
  touched: { creditCardTsAndCs: true, creditCardFeeAccept: true },
};

/** Setting up a recurring payment (spec 1 §2: the payment type, direct debit by default, and that type's form). */
export const recurringSetupExamples = defineExamples({
  DirectDebitSelected: {
    description:
      'The default: the setup’s heading (focused when the customer opens the setup), direct debit selected, each type with its discount, and the empty direct debit form.',
    render: () => (
      <RecurringSetupView
        options={demoRecurringOptions}
        selectedPaymentType="directDebit"
        onPaymentTypeChange={noop}
        onCancel={noop}
      >
        <EmptyDirectDebitForm />
      </RecurringSetupView>
    ),
  },
  CreditCardSelected: {
    description: 'Credit card selected: the two ticks (spec 1 §3 creditCardForm), the card fee named, untouched.',
    render: () => creditCard(),
  },
  CreditCardTicksMissing: {
    description: 'Continue pressed without the ticks: both boxes touched, each with its message (spec 1 §5).',
    render: () =>
      creditCard({ form: { ...emptyCreditCardForm, touched: { creditCardTsAndCs: true, creditCardFeeAccept: true } } }),
  },
  CreditCardDeclined: {
    description: 'Back from the card page with the card declined: the recurring error (spec 1 §8).',
    render: () => creditCard({ error: { kind: 'declined' } }),
  },
  CreditCardCancelled: {
    description: 'Back from the card page, which the customer cancelled: nothing has changed.',
    render: () => creditCard({ error: { kind: 'cancelled' } }),
  },
  CreditCardFailed: {
    description: 'The card page could not be opened: the failure’s detail.',
    render: () =>
      creditCard({
        form: ticked,
        error: {
          kind: 'failed',
          problem: { type: '/error/default', status: 500, title: 'Something went wrong' },
        },
      }),
  },
  Leaving: {
    description: 'Both ticks given: the browser is on its way to the card page, the button pending.',
    render: () => creditCard({ form: ticked, isLeaving: true }),
  },
});
