import {
  directDebitMaxLengths,
  NZ_BANK_ACCOUNT_NUMBER_EXAMPLE,
  nzBanks,
  type DirectDebitField,
  type DirectDebitFormValues,
  type DirectDebitTextField,
  type DirectDebitTickBox,
} from '@harakeke/contract';
import {
  Banner,
  Button,
  Checkbox,
  ErrorBox,
  Select,
  SelectItem,
  Stack,
  Text,
  TextField,
} from '@harakeke/design-system';
import { useId, type FormEvent } from 'react';
import type { MutationState } from '../../../core/data/mutation.js';
import type { DirectDebitFieldState } from './direct-debit-form.js';

export interface DirectDebitFormViewProps {
  /** The brand's name, in the authority the customer gives. */
  brandName: string;
  /** Whether the brand's form has the authority tick box (spec 1 §3: one brand only). */
  hasAuthoriseTAndC: boolean;
  /** Each field's state (spec 1 §3): value, touched, hasError, errorMessage. */
  fields: Record<DirectDebitField, DirectDebitFieldState>;
  /** spec 1 §4: every field touched and free of errors. */
  canSubmit: boolean;
  /** The chosen bank is not the account number's (its first two digits): said under the number, never blocking. */
  bankMismatchWarning?: string | undefined;
  /** The submission's state and, after a failure, its problem. */
  submit: MutationState<unknown>;
  /** Called with a field's new value on every edit or tick. */
  onChange: <F extends DirectDebitField>(field: F, value: DirectDebitFormValues[F]) => void;
  /** Called when focus leaves a field: it counts as touched from then on. */
  onBlur: (field: DirectDebitField) => void;
  /** Sends the form (only called while it may be sent). */
  onSubmit: () => void;
}

/** A bank's entry in the picker: its name and the two-digit prefixes its account numbers start with. */
const bankLabel = (bank: (typeof nzBanks)[number]) => `${bank.name} (${bank.prefixes.join(', ')})`;

interface TextFieldSpec {
  label: string;
  description?: string;
  autoComplete?: string;
  type?: 'text' | 'tel';
  inputMode?: 'numeric';
  characterLimit?: number;
}

/** The text fields' labels and hints, in the form's order (the bank is a picker, between the name and branch). */
const textFields: Record<Exclude<DirectDebitTextField, 'bank'>, TextFieldSpec> = {
  submitterName: {
    label: 'Your full name',
    description: 'The person setting up this direct debit.',
    autoComplete: 'name',
    characterLimit: directDebitMaxLengths.submitterName,
  },
  mobileNumber: {
    label: 'Mobile number',
    description: 'An NZ mobile, e.g. 021 123 4567. We text you if a payment doesn’t go through.',
    autoComplete: 'tel',
    type: 'tel',
  },
  bankAccountName: {
    label: 'Name on the bank account',
    autoComplete: 'off',
    characterLimit: directDebitMaxLengths.bankAccountName,
  },
  branch: { label: 'Branch location', description: 'e.g. Queen Street', characterLimit: directDebitMaxLengths.branch },
  bankAccountNumber: {
    label: 'Bank account number',
    // An example the form accepts (check digits and all): a customer copying its shape must not meet an error.
    description: `Bank, branch, account and suffix, e.g. ${NZ_BANK_ACCOUNT_NUMBER_EXAMPLE}.`,
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  branchAddress: {
    label: 'Branch address',
    autoComplete: 'off',
    characterLimit: directDebitMaxLengths.branchAddress,
  },
  paymentInformation: {
    label: 'Payment reference',
    description: 'Shown on your bank statement beside each payment.',
    characterLimit: directDebitMaxLengths.paymentInformation,
  },
};

const tickLabels = (brandName: string): Record<DirectDebitTickBox, string> => ({
  acknowledgeTAndC: 'I have read and agree to the direct debit Terms and Conditions.',
  bankTAndC: 'I can operate this bank account on my own, and it allows direct debits.',
  authoriseTAndC: `I authorise ${brandName} to take each bill’s amount from this account on its due date.`,
});

/**
 * spec 1 §3 direct debit form: the bank details and the tick boxes, each field's message shown once touched (spec 1
 * §5), the submit enabled once every field is touched and free of errors (spec 1 §4). A failed submission keeps every
 * value; a 400's messages show on their fields.
 */
export function DirectDebitFormView({
  brandName,
  hasAuthoriseTAndC,
  fields,
  canSubmit,
  bankMismatchWarning,
  submit,
  onChange,
  onBlur,
  onSubmit,
}: DirectDebitFormViewProps) {
  const hintId = useId();
  const sending = submit.status === 'pending';
  const text = (name: Exclude<DirectDebitTextField, 'bank'>) => {
    const field = fields[name];
    const { characterLimit, ...spec } = textFields[name];
    return (
      <TextField
        {...spec}
        {...(characterLimit === undefined ? {} : { characterLimit })}
        name={name}
        isRequired
        value={String(field.value)}
        onChange={(value) => onChange(name, value)}
        onBlur={() => onBlur(name)}
        isInvalid={field.hasError}
        errorMessage={field.errorMessage}
      />
    );
  };
  const ticks = tickLabels(brandName);
  const tick = (name: DirectDebitTickBox) => {
    const field = fields[name];
    return (
      <Checkbox
        name={name}
        isRequired
        isSelected={field.value === true}
        onChange={(ticked) => onChange(name, ticked)}
        onBlur={() => onBlur(name)}
        isInvalid={field.hasError}
        errorMessage={field.errorMessage}
      >
        {ticks[name]}
      </Checkbox>
    );
  };
  const refusedFields = submit.error?.errors?.length ?? 0;
  return (
    <form
      aria-label="Direct debit details"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (canSubmit && !sending) onSubmit();
      }}
    >
      <Stack gap="5">
        {submit.status === 'error' &&
          (refusedFields > 0 ? (
            <Banner tone="danger" title="Please check your details" isDismissable={false} announce>
              {refusedFields === 1
                ? 'One field needs changing before your direct debit can be set up.'
                : `${refusedFields} fields need changing before your direct debit can be set up.`}
            </Banner>
          ) : (
            <ErrorBox
              detail={
                submit.error?.detail ??
                'Your direct debit wasn’t set up. Everything you typed is still here: please try again.'
              }
              onRetry={canSubmit ? onSubmit : undefined}
            />
          ))}
        {text('submitterName')}
        {text('mobileNumber')}
        {text('bankAccountName')}
        <Select
          label="Bank"
          placeholder="Select your bank"
          name="bank"
          isRequired
          items={nzBanks.map((bank) => ({ id: bank.name, label: bankLabel(bank) }))}
          selectedKey={fields.bank.value === '' ? null : String(fields.bank.value)}
          onSelectionChange={(key) => {
            onChange('bank', key === null ? '' : String(key));
            onBlur('bank');
          }}
          onBlur={() => onBlur('bank')}
          isInvalid={fields.bank.hasError}
          errorMessage={fields.bank.errorMessage}
        >
          {(bank) => <SelectItem key={bank.id}>{bank.label}</SelectItem>}
        </Select>
        {text('branch')}
        {text('bankAccountNumber')}
        {/* Always mounted, so the warning is announced (politely: it blocks nothing) when it appears. */}
        <div role="status">
          {bankMismatchWarning && (
            <Banner tone="warning" title="Is this the right bank?" isDismissable={false}>
              {bankMismatchWarning}
            </Banner>
          )}
        </div>
        {text('branchAddress')}
        {text('paymentInformation')}
        <Stack gap="2">
          <Text size="sm" tone="muted">
            Direct debit Terms and Conditions: each bill is paid from this account on its due date, for the amount on
            the bill. We tell you the amount and date at least 10 days before. You can cancel at any time here or with
            your bank.
          </Text>
          {tick('acknowledgeTAndC')}
          {tick('bankTAndC')}
          {hasAuthoriseTAndC && tick('authoriseTAndC')}
        </Stack>
        <Stack gap="2">
          <div>
            <Button
              type="submit"
              isDisabled={!canSubmit}
              isPending={sending}
              aria-describedby={canSubmit ? undefined : hintId}
            >
              Set up direct debit
            </Button>
          </div>
          {!canSubmit && (
            <div id={hintId}>
              <Text size="sm" tone="muted">
                Fill in every field and tick each box to set up your direct debit.
              </Text>
            </div>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
