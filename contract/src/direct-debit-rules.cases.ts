/*
 * spec 1 §5's direct debit table as test cases: each rule and each message, written out in full here rather than taken
 * from directDebitMessages, so a test fails if a message changes. Run against the shared rules (contract) and against
 * the server's route (server/test/payment-options.test.ts).
 */
import type { DirectDebitField, DirectDebitFormValues } from './direct-debit-rules.js';

/** A form every rule accepts, in both brands: one case changes one field of it. */
export const validDirectDebitForm: DirectDebitFormValues = {
  submitterName: 'Aroha Ngata',
  mobileNumber: '021 123 4567',
  bankAccountName: 'A Ngata',
  bank: 'ANZ',
  branch: 'Ponsonby',
  // Inland Revenue's worked example of algorithm A (01-902-0068389-00), with a three-digit suffix.
  bankAccountNumber: '01-0902-0068389-000',
  branchAddress: '1 Ponsonby Road, Auckland',
  paymentInformation: 'POWER',
  acknowledgeTAndC: true,
  bankTAndC: true,
  authoriseTAndC: true,
};

export interface DirectDebitRuleCase {
  /** What the case shows, for the test's name. */
  name: string;
  field: DirectDebitField;
  value: string | boolean;
  /** The brand whose form is filled in; both when absent. */
  brandId?: 'kowhai' | 'fernlight';
  /** The message the field shows, or undefined when the value keeps the rules. */
  message: string | undefined;
}

const x = (length: number) => 'x'.repeat(length);
const termsMessage = 'You must read and agree to the Terms and Conditions.';
const invalidNumber = 'Please enter a valid bank account number.';

export const directDebitRuleCases: readonly DirectDebitRuleCase[] = [
  { name: 'submitter name empty', field: 'submitterName', value: '', message: 'Please enter a submitter’s name.' },
  { name: 'submitter name blank', field: 'submitterName', value: '   ', message: 'Please enter a submitter’s name.' },
  {
    name: 'submitter name of 151',
    field: 'submitterName',
    value: x(151),
    message: 'Sorry submitter’s name has a max length of 150 characters.',
  },
  { name: 'submitter name of 150', field: 'submitterName', value: x(150), message: undefined },

  { name: 'mobile empty', field: 'mobileNumber', value: '', message: 'Please enter your mobile phone number.' },
  {
    name: 'mobile a landline',
    field: 'mobileNumber',
    value: '09 377 1234',
    message: 'Please enter a valid mobile phone number.',
  },
  {
    name: 'mobile too short',
    field: 'mobileNumber',
    value: '021 123',
    message: 'Please enter a valid mobile phone number.',
  },
  {
    name: 'mobile with letters',
    field: 'mobileNumber',
    value: '021 CALL ME',
    message: 'Please enter a valid mobile phone number.',
  },
  { name: 'mobile national', field: 'mobileNumber', value: '0211234567', message: undefined },
  { name: 'mobile international', field: 'mobileNumber', value: '+64 27 123 4567', message: undefined },

  {
    name: 'account name empty',
    field: 'bankAccountName',
    value: '',
    message: 'Please enter the account holder’s name.',
  },
  {
    name: 'account name of 40',
    field: 'bankAccountName',
    value: x(40),
    message: 'Sorry bank account name has a max length of 39 characters.',
  },
  { name: 'account name of 39', field: 'bankAccountName', value: x(39), message: undefined },

  { name: 'bank not chosen', field: 'bank', value: '', message: 'Please select your bank.' },
  // The number (01) is ANZ's: a bank its prefix does not give is warned about in the form, never refused (a customer
  // of a merged bank may know it by another name; nz-bank-accounts.ts isNzBankOfNumber).
  { name: 'bank other than the number’s prefix gives', field: 'bank', value: 'Kiwibank', message: undefined },

  { name: 'branch empty', field: 'branch', value: '', message: 'Please enter your bank’s branch location.' },
  { name: 'branch of 51', field: 'branch', value: x(51), message: 'Sorry branch has a max length of 50 characters.' },
  { name: 'branch of 50', field: 'branch', value: x(50), message: undefined },

  { name: 'account number empty', field: 'bankAccountNumber', value: '', message: invalidNumber },
  {
    name: 'account number of 18 (a two-digit suffix)',
    field: 'bankAccountNumber',
    value: '01-0902-0068389-00',
    message: ' Please add a 0 to the beggining of your account suffix if it is only 2 numbers.',
  },
  { name: 'account number of 17', field: 'bankAccountNumber', value: '01-0902-0068389-0', message: invalidNumber },
  {
    name: 'account number failing its check digit',
    field: 'bankAccountNumber',
    value: '01-0902-0068388-000',
    message: invalidNumber,
  },
  {
    name: 'account number of an unknown bank',
    field: 'bankAccountNumber',
    value: '99-0902-0068389-000',
    message: invalidNumber,
  },
  { name: 'account number of 19, valid', field: 'bankAccountNumber', value: '01-0902-0068389-000', message: undefined },

  { name: 'branch address empty', field: 'branchAddress', value: '', message: 'Please enter the branch address.' },
  {
    name: 'branch address of 151',
    field: 'branchAddress',
    value: x(151),
    message: 'Sorry branch address has a max length of 150 characters.',
  },
  { name: 'branch address of 150', field: 'branchAddress', value: x(150), message: undefined },

  {
    name: 'payment information empty',
    field: 'paymentInformation',
    value: '',
    message: 'Please provide payment information.',
  },
  {
    name: 'payment information of 13',
    field: 'paymentInformation',
    value: x(13),
    message: 'Sorry payment information has a max length of 12 characters.',
  },
  { name: 'payment information of 12', field: 'paymentInformation', value: x(12), message: undefined },

  { name: 'acknowledgement unticked', field: 'acknowledgeTAndC', value: false, message: termsMessage },
  { name: 'bank terms unticked', field: 'bankTAndC', value: false, message: termsMessage },
  {
    name: 'authority unticked (Fernlight)',
    field: 'authoriseTAndC',
    value: false,
    brandId: 'fernlight',
    message: termsMessage,
  },
  { name: 'no authority box (Kōwhai)', field: 'authoriseTAndC', value: false, brandId: 'kowhai', message: undefined },
];

/** Each case once per brand it applies to. */
export function directDebitRuleCasesByBrand(): Array<DirectDebitRuleCase & { brandId: 'kowhai' | 'fernlight' }> {
  return directDebitRuleCases.flatMap((rule) =>
    rule.brandId
      ? [{ ...rule, brandId: rule.brandId }]
      : (['kowhai', 'fernlight'] as const).map((brandId) => ({ ...rule, brandId })),
  );
}
