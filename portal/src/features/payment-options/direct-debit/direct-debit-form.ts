/*
 * The direct debit form as spec 1 §3 holds it (each field: value, name, hasError, errorMessage, touched) and the rule
 * of spec 1 §4 and §5: a field shows its message once touched, and the form may be sent only when every field of the
 * brand's form is touched and free of errors. The rules and messages themselves are the contract's, which the server
 * checks the submission with (direct-debit-rules.ts). Pure functions, so the atoms and the tests share them.
 */
import {
  directDebitFieldError,
  directDebitFieldsOf,
  directDebitSubmissionOf,
  directDebitTextFields,
  directDebitTickBoxes,
  formatNzBankAccountNumber,
  isNzBankOfNumber,
  nzBankPrefixOf,
  nzBanksWithPrefix,
  type DirectDebitField,
  type DirectDebitFormValues,
  type DirectDebitSubmission,
  type Problem,
} from '@harakeke/contract';

/** spec 1 §3: one field of the form as the customer sees it. */
export interface DirectDebitFieldState<T extends string | boolean = string | boolean> {
  name: DirectDebitField;
  value: T;
  /** Left, ticked, or part of a submit attempt. */
  touched: boolean;
  /** Touched and breaking a rule (the form's own, or the server's answer to the last submission). */
  hasError: boolean;
  /** The message shown while hasError. */
  errorMessage: string | undefined;
}

/** What the form holds between renders: the values, which fields were touched, the server's refusals by field. */
export interface DirectDebitFormState {
  values: DirectDebitFormValues;
  touched: Partial<Record<DirectDebitField, boolean>>;
  /** The last 400's message per field (spec 1 §5 re-checked by the server); cleared as the field is edited. */
  serverErrors: Partial<Record<DirectDebitField, string>>;
}

export const emptyDirectDebitValues: DirectDebitFormValues = {
  submitterName: '',
  mobileNumber: '',
  bankAccountName: '',
  bank: '',
  branch: '',
  bankAccountNumber: '',
  branchAddress: '',
  paymentInformation: '',
  acknowledgeTAndC: false,
  bankTAndC: false,
  authoriseTAndC: false,
};

export const emptyDirectDebitForm: DirectDebitFormState = {
  values: emptyDirectDebitValues,
  touched: {},
  serverErrors: {},
};

/**
 * The form with a field changed: the account number is put into the NZ 2-4-7-2/3 shape as typed; a tick counts as
 * touching its box; an edit clears the server's message for that field (the customer is fixing it).
 */
export function withFieldValue<F extends DirectDebitField>(
  form: DirectDebitFormState,
  field: F,
  value: DirectDebitFormValues[F],
): DirectDebitFormState {
  const next = field === 'bankAccountNumber' && typeof value === 'string' ? formatNzBankAccountNumber(value) : value;
  const { [field]: _cleared, ...serverErrors } = form.serverErrors;
  return {
    values: { ...form.values, [field]: next },
    touched: typeof value === 'boolean' ? { ...form.touched, [field]: true } : form.touched,
    serverErrors,
  };
}

/** The form with a field touched (focus left it). */
export function withFieldTouched(form: DirectDebitFormState, field: DirectDebitField): DirectDebitFormState {
  return form.touched[field] ? form : { ...form, touched: { ...form.touched, [field]: true } };
}

/** The form after a 400: every field touched, each refused field showing the server's message. */
export function withServerErrors(
  form: DirectDebitFormState,
  errors: Problem['errors'],
  brandId: string,
): DirectDebitFormState {
  const fields = directDebitFieldsOf(brandId);
  const serverErrors: DirectDebitFormState['serverErrors'] = {};
  for (const { field, detail } of errors ?? []) {
    const name = fields.find((candidate) => candidate === field);
    if (name) serverErrors[name] = detail;
  }
  return { ...form, touched: Object.fromEntries(fields.map((name) => [name, true])), serverErrors };
}

/** One field's state (spec 1 §3): its message shows once it is touched; the server's wins until the field is edited. */
export function directDebitFieldState(form: DirectDebitFormState, field: DirectDebitField): DirectDebitFieldState {
  const value = form.values[field];
  const touched = form.touched[field] === true;
  const message = form.serverErrors[field] ?? directDebitFieldError(field, value);
  return {
    name: field,
    value,
    touched,
    hasError: touched && message !== undefined,
    errorMessage: touched ? message : undefined,
  };
}

/** Every field's state, the brand's or not (the view leaves out the authority box where the brand has none). */
export function directDebitFieldStates(form: DirectDebitFormState): Record<DirectDebitField, DirectDebitFieldState> {
  const fields = [...directDebitTextFields, ...directDebitTickBoxes];
  return Object.fromEntries(fields.map((field) => [field, directDebitFieldState(form, field)])) as Record<
    DirectDebitField,
    DirectDebitFieldState
  >;
}

/** Names joined for a sentence: 'BNZ’s and The Co-operative Bank’s'. */
const possessives = (names: readonly string[]) => names.map((name) => `${name}’s`).join(' and ');

/**
 * A warning, not an error, once the bank is chosen and the account number has been left: the number's first two
 * digits (its bank code) are not the chosen bank's. It never blocks the submit (the server accepts a mismatch too:
 * the shared cases say so), as a customer of a bank merged into another may know it by another name; it asks them to
 * check both, the likeliest slip being a bank picked one line off in the list.
 */
export function bankMismatchWarning(form: DirectDebitFormState): string | undefined {
  const { bank, bankAccountNumber } = form.values;
  if (!form.touched.bankAccountNumber || isNzBankOfNumber(bank, bankAccountNumber) !== false) return undefined;
  const prefix = nzBankPrefixOf(bankAccountNumber) ?? '';
  const owners = nzBanksWithPrefix(prefix).map((owner) => owner.name);
  const whose =
    owners.length > 0
      ? `which is ${possessives(owners)} bank code, not ${bank}’s`
      : `which isn’t one of ${bank}’s bank codes`;
  return (
    `This account number starts with ${prefix}, ${whose}. Please check the bank you’ve chosen and the number. ` +
    'If both are right, you can still set up your direct debit.'
  );
}

/** spec 1 §4: the submit is enabled only when every field of the brand's form is touched and free of errors. */
export function canSubmitDirectDebit(form: DirectDebitFormState, brandId: string): boolean {
  return directDebitFieldsOf(brandId).every((field) => {
    const state = directDebitFieldState(form, field);
    return (
      state.touched && form.serverErrors[field] === undefined && directDebitFieldError(field, state.value) === undefined
    );
  });
}

/** What is sent: the contract's body (bankDetails and the brand's ticks), each text trimmed of outer spaces. */
export function directDebitRequestOf(form: DirectDebitFormState, brandId: string): DirectDebitSubmission {
  const trimmed = Object.fromEntries(
    Object.entries(form.values).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  ) as DirectDebitFormValues;
  return directDebitSubmissionOf(trimmed, brandId);
}
