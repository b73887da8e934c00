/*
 * spec 1 §5: the direct debit form's rules and messages, word for word, in one place: the portal's form shows them as
 * the customer types and the server re-checks the submitted body with the same functions (spec 1 §3 names the fields
 * and the body, bankDetails).
 */
import { hasValidNzCheckDigits } from './nz-bank-accounts.js';

/** spec 1 §3: the form's text fields, in the order the form shows them. */
export const directDebitTextFields = [
  'submitterName',
  'mobileNumber',
  'bankAccountName',
  'bank',
  'branch',
  'bankAccountNumber',
  'branchAddress',
  'paymentInformation',
] as const;

/** spec 1 §3: the form's tick boxes; authoriseTAndC is in one brand's form only (brandHasAuthoriseTAndC). */
export const directDebitTickBoxes = ['acknowledgeTAndC', 'bankTAndC', 'authoriseTAndC'] as const;

export type DirectDebitTextField = (typeof directDebitTextFields)[number];
export type DirectDebitTickBox = (typeof directDebitTickBoxes)[number];
export type DirectDebitField = DirectDebitTextField | DirectDebitTickBox;

/** The values of the form: text as typed (the account number as formatNzBankAccountNumber shapes it), ticks. */
export type DirectDebitFormValues = Record<DirectDebitTextField, string> & Record<DirectDebitTickBox, boolean>;

/** A message for each field of the form that breaks a rule; a field that keeps them all is absent. */
export type DirectDebitFieldErrors = Partial<Record<DirectDebitField, string>>;

/** spec 1 §5: every message of the table, exactly as written there (the curly apostrophes included). */
export const directDebitMessages = {
  submitterNameRequired: 'Please enter a submitter’s name.',
  submitterNameTooLong: 'Sorry submitter’s name has a max length of 150 characters.',
  mobileNumberRequired: 'Please enter your mobile phone number.',
  mobileNumberInvalid: 'Please enter a valid mobile phone number.',
  bankAccountNameRequired: 'Please enter the account holder’s name.',
  bankAccountNameTooLong: 'Sorry bank account name has a max length of 39 characters.',
  bankRequired: 'Please select your bank.',
  branchRequired: 'Please enter your bank’s branch location.',
  branchTooLong: 'Sorry branch has a max length of 50 characters.',
  bankAccountNumberInvalid: 'Please enter a valid bank account number.',
  // spec 1 §5: the leading space and the spelling are the spec's.
  bankAccountNumberSuffixHint: ' Please add a 0 to the beggining of your account suffix if it is only 2 numbers.',
  branchAddressRequired: 'Please enter the branch address.',
  branchAddressTooLong: 'Sorry branch address has a max length of 150 characters.',
  paymentInformationRequired: 'Please provide payment information.',
  paymentInformationTooLong: 'Sorry payment information has a max length of 12 characters.',
  termsNotAccepted: 'You must read and agree to the Terms and Conditions.',
} as const;

/** spec 1 §5 and §9: the most characters of each limited field. */
export const directDebitMaxLengths = {
  submitterName: 150,
  bankAccountName: 39,
  branch: 50,
  branchAddress: 150,
  paymentInformation: 12,
} as const;

/** spec 1 §5: a bank account number is at least this long ('12-3113-0000000-000'). */
export const BANK_ACCOUNT_NUMBER_MIN_LENGTH = 19;

/** spec 1 §5: at one character short, the number most likely has a two-digit suffix: its own message. */
const SUFFIX_HINT_LENGTH = BANK_ACCOUNT_NUMBER_MIN_LENGTH - 1;

/**
 * spec 1 §3: authoriseTAndC is in one brand's form only. The spec does not say which; Kōwhai already carries the other
 * one-brand wording (the credit-applied label, spec 1 §2), and Fernlight's form asks for the authority. Takes the brand
 * id (the themes package's BrandId, which the contract does not import).
 */
export function brandHasAuthoriseTAndC(brandId: string): boolean {
  return brandId === 'fernlight';
}

/** The fields of a brand's form: every text field and its tick boxes. */
export function directDebitFieldsOf(brandId: string): DirectDebitField[] {
  return [
    ...directDebitTextFields,
    ...directDebitTickBoxes.filter((box) => box !== 'authoriseTAndC' || brandHasAuthoriseTAndC(brandId)),
  ];
}

/**
 * What counts as a valid NZ mobile number (spec 1 §5 says only 'valid'): a mobile prefix 020, 021, 022, 027, 028 or
 * 029, then 6 to 8 more digits (NZ mobile numbers are 9 to 11 digits with the 0), written nationally ('021 123 4567')
 * or internationally with +64 and without the 0 ('+64 21 123 4567'). Spaces and hyphens between digits are allowed, as
 * customers copy numbers written either way; nothing else is.
 */
const NZ_MOBILE = /^(?:0|\+64)2[012789]\d{6,8}$/;
const mobileSeparators = /[\s-]/g;

export function isValidNzMobileNumber(value: string): boolean {
  const trimmed = value.trim();
  return /^\+?[\d\s-]+$/.test(trimmed) && NZ_MOBILE.test(trimmed.replace(mobileSeparators, ''));
}

/** A valid NZ mobile number as the server keeps it: +64 and the number without its 0, '+64211234567'. */
export function internationalNzMobileNumber(value: string): string {
  const compact = value.replace(mobileSeparators, '');
  return compact.startsWith('+64') ? compact : `+64${compact.replace(/^0/, '')}`;
}

/** Characters, not UTF-16 units, so a macron or an emoji counts once against a limit. */
const characterCount = (value: string) => [...value].length;

const isBlank = (value: string) => value.trim() === '';

function lengthLimitedError(value: string, maxLength: number, required: string, tooLong: string): string | undefined {
  if (isBlank(value)) return required;
  return characterCount(value) > maxLength ? tooLong : undefined;
}

/**
 * spec 1 §5 bankAccountNumber: at least 19 characters; at 18 the suffix hint. A number of the right length that is not
 * an NZ number of a known bank and branch with good check digits gets the same message as a short one, as the spec
 * has no other for a number that is not valid.
 */
export function bankAccountNumberError(value: string): string | undefined {
  const length = characterCount(value.trim());
  if (length === SUFFIX_HINT_LENGTH) return directDebitMessages.bankAccountNumberSuffixHint;
  if (length < BANK_ACCOUNT_NUMBER_MIN_LENGTH || !hasValidNzCheckDigits(value.trim())) {
    return directDebitMessages.bankAccountNumberInvalid;
  }
  return undefined;
}

const m = directDebitMessages;
const textFieldRules: Record<DirectDebitTextField, (value: string) => string | undefined> = {
  submitterName: (v) =>
    lengthLimitedError(v, directDebitMaxLengths.submitterName, m.submitterNameRequired, m.submitterNameTooLong),
  mobileNumber: (v) => {
    if (isBlank(v)) return m.mobileNumberRequired;
    return isValidNzMobileNumber(v) ? undefined : m.mobileNumberInvalid;
  },
  bankAccountName: (v) =>
    lengthLimitedError(v, directDebitMaxLengths.bankAccountName, m.bankAccountNameRequired, m.bankAccountNameTooLong),
  bank: (v) => (isBlank(v) ? m.bankRequired : undefined),
  branch: (v) => lengthLimitedError(v, directDebitMaxLengths.branch, m.branchRequired, m.branchTooLong),
  bankAccountNumber: bankAccountNumberError,
  branchAddress: (v) =>
    lengthLimitedError(v, directDebitMaxLengths.branchAddress, m.branchAddressRequired, m.branchAddressTooLong),
  paymentInformation: (v) =>
    lengthLimitedError(
      v,
      directDebitMaxLengths.paymentInformation,
      m.paymentInformationRequired,
      m.paymentInformationTooLong,
    ),
};

const isTickBox = (field: DirectDebitField): field is DirectDebitTickBox =>
  (directDebitTickBoxes as readonly string[]).includes(field);

/**
 * spec 1 §5: the message of one field for its value, or undefined when the value keeps the field's rules. A text field
 * takes its text, a tick box whether it is ticked (every box must be).
 */
export function directDebitFieldError(field: DirectDebitTextField, value: string): string | undefined;
export function directDebitFieldError(field: DirectDebitTickBox, value: boolean): string | undefined;
export function directDebitFieldError(field: DirectDebitField, value: string | boolean): string | undefined;
export function directDebitFieldError(field: DirectDebitField, value: string | boolean): string | undefined {
  if (isTickBox(field)) return value === true ? undefined : m.termsNotAccepted;
  return textFieldRules[field](typeof value === 'string' ? value : '');
}

/** spec 1 §5: every field of the brand's form that breaks a rule, with its message. Empty when the form may be sent. */
export function directDebitFormErrors(form: DirectDebitFormValues, brandId: string): DirectDebitFieldErrors {
  const errors: DirectDebitFieldErrors = {};
  for (const field of directDebitFieldsOf(brandId)) {
    const message = directDebitFieldError(field, form[field]);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/** spec 1 §3: the submitted body, bankDetails, field by field, and the form field each is typed into. */
export const formFieldOfBankDetail = {
  customerName: 'submitterName',
  mobile: 'mobileNumber',
  holder: 'bankAccountName',
  issuer: 'bank',
  branch: 'branch',
  number: 'bankAccountNumber',
  branchAddress: 'branchAddress',
  paymentInformation: 'paymentInformation',
} as const satisfies Record<string, DirectDebitTextField>;

export type BankDetailsField = keyof typeof formFieldOfBankDetail;

/** What the form sends: bankDetails (spec 1 §3) and the tick boxes, so the server can re-check them too. */
export interface DirectDebitSubmission {
  bankDetails: Record<BankDetailsField, string>;
  acknowledgeTAndC: boolean;
  bankTAndC: boolean;
  /** Only in the brand whose form has it (brandHasAuthoriseTAndC). */
  authoriseTAndC?: boolean | undefined;
}

const bankDetailsFields = Object.keys(formFieldOfBankDetail) as BankDetailsField[];

/** The body of setupDirectDebit from the form's values, each text as typed. */
export function directDebitSubmissionOf(form: DirectDebitFormValues, brandId: string): DirectDebitSubmission {
  const bankDetails = Object.fromEntries(
    bankDetailsFields.map((field) => [field, form[formFieldOfBankDetail[field]]]),
  ) as Record<BankDetailsField, string>;
  return {
    bankDetails,
    acknowledgeTAndC: form.acknowledgeTAndC,
    bankTAndC: form.bankTAndC,
    ...(brandHasAuthoriseTAndC(brandId) ? { authoriseTAndC: form.authoriseTAndC } : {}),
  };
}

/** The form's values a submission was made from: what the server checks with the form's own rules. */
export function directDebitFormOf(submission: DirectDebitSubmission): DirectDebitFormValues {
  const text = Object.fromEntries(
    bankDetailsFields.map((field) => [formFieldOfBankDetail[field], submission.bankDetails[field]]),
  ) as Record<DirectDebitTextField, string>;
  return {
    ...text,
    acknowledgeTAndC: submission.acknowledgeTAndC,
    bankTAndC: submission.bankTAndC,
    authoriseTAndC: submission.authoriseTAndC === true,
  };
}
