import {
  brandHasAuthoriseTAndC,
  directDebitFieldsOf,
  directDebitMaxLengths,
  type DirectDebitField,
  type DirectDebitFormValues,
  type Problem,
} from '@harakeke/contract';
import { defineExamples, useBrand } from '@harakeke/design-system';
import { brandIds } from '@harakeke/themes';
import { demoDirectDebitValues } from '../demo-payment-options.js';
import { IDLE_MUTATION, type MutationState } from '../../../core/data/mutation.js';
import {
  bankMismatchWarning,
  canSubmitDirectDebit,
  directDebitFieldStates,
  emptyDirectDebitForm,
  withFieldTouched,
  withFieldValue,
  withServerErrors,
  type DirectDebitFormState,
} from './direct-debit-form.js';
import { DirectDebitFormView } from './DirectDebitFormView.js';

const noop = () => undefined;

/**
 * A brand whose form has the authority box or not (spec 1 §3: one brand only), for the form's rules: an example shows
 * either form in whichever brand the toolbar (or the test) renders it in, so only the box depends on it.
 */
const rulesBrandOf = (hasAuthoriseTAndC: boolean) =>
  brandIds.find((id) => brandHasAuthoriseTAndC(id) === hasAuthoriseTAndC) ?? brandIds[0];

/** The form with these values typed (through the form model, so the account number is shaped as typed). */
function typed(values: Partial<DirectDebitFormValues>, form: DirectDebitFormState = emptyDirectDebitForm) {
  return (Object.entries(values) as [DirectDebitField, string | boolean][]).reduce(
    (next, [field, value]) => withFieldValue(next, field, value),
    form,
  );
}

/** The form with every field of the brand's form touched (left, or part of a submit attempt). */
function touchedAll(form: DirectDebitFormState, hasAuthoriseTAndC: boolean) {
  return directDebitFieldsOf(rulesBrandOf(hasAuthoriseTAndC)).reduce(withFieldTouched, form);
}

interface ExampleProps {
  form: DirectDebitFormState;
  hasAuthoriseTAndC?: boolean;
  submit?: MutationState<unknown>;
}

/**
 * The view as the connected form renders it, each field's state and the submit's from the real form model (spec 1 §4
 * and §5), so an example cannot drift from the rules; the brand's name in the authority is the rendering brand's.
 */
function FormExample({ form, hasAuthoriseTAndC = true, submit = IDLE_MUTATION }: ExampleProps) {
  const brand = useBrand();
  const fields = directDebitFieldStates(form);
  return (
    <DirectDebitFormView
      brandName={brand.name}
      hasAuthoriseTAndC={hasAuthoriseTAndC}
      fields={fields}
      canSubmit={canSubmitDirectDebit(form, rulesBrandOf(hasAuthoriseTAndC))}
      bankMismatchWarning={bankMismatchWarning(form)}
      submit={submit}
      onChange={noop}
      onBlur={noop}
      onSubmit={noop}
    />
  );
}

const valid = touchedAll(typed(demoDirectDebitValues), true);

const refusal: Problem = {
  type: '/error/bad_request',
  status: 400,
  title: 'Bad request',
  detail: 'branch: Please enter your bank’s branch location.',
  errors: [{ field: 'branch', detail: 'Please enter your bank’s branch location.' }],
};

const serverFailure: Problem = { type: '/error/default', status: 500, title: 'Something went wrong' };

const x = (length: number) => 'x'.repeat(length);

/** The direct debit form's states (spec 1 §3, §4 and §5). */
export const directDebitFormExamples = defineExamples({
  Empty: {
    description: 'Nothing touched yet: no messages, and the submit is disabled with a hint saying why.',
    render: () => <FormExample form={emptyDirectDebitForm} />,
  },
  EveryMessage: {
    description: 'Every field touched and empty: each field shows its spec 1 §5 message.',
    render: () => <FormExample form={touchedAll(emptyDirectDebitForm, true)} />,
  },
  SuffixHint: {
    description: 'An account number of 18 characters most likely has a two-digit suffix: the hint to add a 0.',
    render: () => <FormExample form={typed({ bankAccountNumber: '01-0902-0068389-00' }, valid)} />,
  },
  BankMismatch: {
    description:
      'ASB chosen for an ANZ number (its first two digits, 01): a warning to check both, which does not block the submit.',
    render: () => <FormExample form={typed({ bank: 'ASB' }, valid)} />,
  },
  TooLong: {
    description: 'One character over each limit: the max-length messages (spec 1 §5 and §9).',
    render: () => (
      <FormExample
        form={typed(
          {
            submitterName: x(directDebitMaxLengths.submitterName + 1),
            bankAccountName: x(directDebitMaxLengths.bankAccountName + 1),
            branch: x(directDebitMaxLengths.branch + 1),
            branchAddress: x(directDebitMaxLengths.branchAddress + 1),
            paymentInformation: x(directDebitMaxLengths.paymentInformation + 1),
          },
          valid,
        )}
      />
    ),
  },
  Valid: {
    description: 'Every field touched and valid: the submit is enabled.',
    render: () => <FormExample form={valid} />,
  },
  Sending: {
    description: 'The form is on its way: the submit is pending, and a second press sends nothing.',
    render: () => <FormExample form={valid} submit={{ status: 'pending', data: null, error: null }} />,
  },
  RefusedByServer: {
    description: 'A 400 naming the branch: its message on the Branch location field, every value kept.',
    render: () => (
      <FormExample
        form={withServerErrors(valid, refusal.errors, rulesBrandOf(true))}
        submit={{ status: 'error', data: null, error: refusal }}
      />
    ),
  },
  Failed: {
    description: 'Any other failure (500): the error with a retry, and every value kept.',
    render: () => <FormExample form={valid} submit={{ status: 'error', data: null, error: serverFailure }} />,
  },
  WithoutAuthorityTick: {
    description: 'The brand whose form has no authority box (spec 1 §3): two ticks, and the submit enabled.',
    render: () => (
      <FormExample
        hasAuthoriseTAndC={false}
        form={touchedAll(typed({ ...demoDirectDebitValues, authoriseTAndC: false }), false)}
      />
    ),
  },
});
