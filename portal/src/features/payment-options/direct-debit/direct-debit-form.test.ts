import { directDebitFieldsOf } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
// spec 1 §5's table, the same cases the contract's rules and the server's route are tested with: the form a customer
// fills in must show exactly the message the server would answer with.
import {
  directDebitRuleCasesByBrand,
  validDirectDebitForm,
} from '../../../../../contract/src/direct-debit-rules.cases.js';
import {
  bankMismatchWarning,
  canSubmitDirectDebit,
  directDebitFieldState,
  directDebitRequestOf,
  emptyDirectDebitForm,
  withFieldTouched,
  withFieldValue,
  withServerErrors,
  type DirectDebitFormState,
} from './direct-debit-form.js';

/** The form with every field of the brand's form filled in validly and touched, as a customer leaves it. */
function validForm(brandId: string): DirectDebitFormState {
  return directDebitFieldsOf(brandId).reduce(
    (form, field) => withFieldTouched(withFieldValue(form, field, validDirectDebitForm[field]), field),
    emptyDirectDebitForm,
  );
}

describe('spec 1 §5 direct debit rules in the form', () => {
  it.each(directDebitRuleCasesByBrand())('$brandId: $name', ({ field, value, brandId, message }) => {
    const form = withFieldTouched(withFieldValue(validForm(brandId), field, value), field);
    // A box the brand's form does not have is never shown (as in the contract's test): only the submit counts it.
    if (directDebitFieldsOf(brandId).includes(field)) {
      expect(directDebitFieldState(form, field).errorMessage).toBe(message);
      expect(directDebitFieldState(form, field).hasError).toBe(message !== undefined);
    }
    expect(canSubmitDirectDebit(form, brandId)).toBe(message === undefined);
  });
});

describe('the direct debit form', () => {
  it('shows a message only once its field is touched', () => {
    const typed = withFieldValue(emptyDirectDebitForm, 'branch', 'x'.repeat(51));
    expect(directDebitFieldState(typed, 'branch')).toMatchObject({ hasError: false, errorMessage: undefined });
    expect(directDebitFieldState(withFieldTouched(typed, 'branch'), 'branch')).toMatchObject({
      touched: true,
      hasError: true,
      errorMessage: 'Sorry branch has a max length of 50 characters.',
    });
  });

  it('cannot be sent until every field is touched, even when every value is valid', () => {
    const untouched = Object.entries(validDirectDebitForm).reduce<DirectDebitFormState>(
      (form, [field, value]) => (typeof value === 'string' ? withFieldValue(form, field as 'branch', value) : form),
      emptyDirectDebitForm,
    );
    expect(canSubmitDirectDebit(untouched, 'kowhai')).toBe(false);
    expect(canSubmitDirectDebit(validForm('kowhai'), 'kowhai')).toBe(true);
  });

  it('shapes the account number as it is typed', () => {
    const form = withFieldValue(emptyDirectDebitForm, 'bankAccountNumber', '010902006838900');
    expect(form.values.bankAccountNumber).toBe('01-0902-0068389-00');
    expect(withFieldValue(form, 'bankAccountNumber', '0109020068389000').values.bankAccountNumber).toBe(
      '01-0902-0068389-000',
    );
  });

  it('counts a tick as touching its box', () => {
    const unticked = withFieldValue(withFieldValue(emptyDirectDebitForm, 'bankTAndC', true), 'bankTAndC', false);
    expect(directDebitFieldState(unticked, 'bankTAndC')).toMatchObject({
      touched: true,
      errorMessage: 'You must read and agree to the Terms and Conditions.',
    });
  });

  it('shows a server’s message on its field until that field is edited', () => {
    const refused = withServerErrors(
      validForm('kowhai'),
      [{ field: 'branch', detail: 'This branch is closed.' }],
      'kowhai',
    );
    expect(directDebitFieldState(refused, 'branch').errorMessage).toBe('This branch is closed.');
    expect(canSubmitDirectDebit(refused, 'kowhai')).toBe(false);
    const edited = withFieldValue(refused, 'branch', 'Queen Street');
    expect(directDebitFieldState(edited, 'branch')).toMatchObject({ hasError: false, errorMessage: undefined });
    expect(canSubmitDirectDebit(edited, 'kowhai')).toBe(true);
  });

  it('touches every field of the brand’s form after a server’s refusal, and ignores a field it does not have', () => {
    const refused = withServerErrors(
      emptyDirectDebitForm,
      [{ field: 'authoriseTAndC', detail: 'Not in this brand.' }],
      'kowhai',
    );
    expect(directDebitFieldState(refused, 'submitterName').errorMessage).toBe('Please enter a submitter’s name.');
    expect(refused.serverErrors).toEqual({});
  });

  it('needs the authority tick in Fernlight only', () => {
    const withoutAuthority = withFieldValue(validForm('fernlight'), 'authoriseTAndC', false);
    expect(canSubmitDirectDebit(withoutAuthority, 'fernlight')).toBe(false);
    expect(canSubmitDirectDebit(withoutAuthority, 'kowhai')).toBe(true);
  });

  it('sends bankDetails trimmed of outer spaces, with the brand’s ticks', () => {
    const form = withFieldValue(
      withFieldValue(validForm('fernlight'), 'submitterName', '  Aroha Ngata '),
      'branch',
      ' Ponsonby',
    );
    expect(directDebitRequestOf(form, 'fernlight')).toEqual({
      bankDetails: {
        customerName: 'Aroha Ngata',
        mobile: '021 123 4567',
        holder: 'A Ngata',
        issuer: 'ANZ',
        branch: 'Ponsonby',
        number: '01-0902-0068389-000',
        branchAddress: '1 Ponsonby Road, Auckland',
        paymentInformation: 'POWER',
      },
      acknowledgeTAndC: true,
      bankTAndC: true,
      authoriseTAndC: true,
    });
    expect(directDebitRequestOf(form, 'kowhai')).not.toHaveProperty('authoriseTAndC');
  });
});

describe('the bank that is not the account number’s', () => {
  const withBankAndNumber = (bank: string, number: string, touched = true) => {
    const form = withFieldValue(withFieldValue(validForm('kowhai'), 'bank', bank), 'bankAccountNumber', number);
    return touched ? form : { ...form, touched: { ...form.touched, bankAccountNumber: false } };
  };
  const check =
    ' Please check the bank you’ve chosen and the number. If both are right, you can still set up your direct debit.';

  it.each([
    ['ASB', '01-0902-0068389-000', `This account number starts with 01, which is ANZ’s bank code, not ASB’s.${check}`],
    [
      'ASB',
      '02-0001-',
      `This account number starts with 02, which is BNZ’s and The Co-operative Bank’s bank code, not ASB’s.${check}`,
    ],
    ['ASB', '25-2500-', `This account number starts with 25, which isn’t one of ASB’s bank codes.${check}`],
  ])('warns for %s and %s', (bank, number, warning) => {
    const form = withBankAndNumber(bank, number);
    expect(bankMismatchWarning(form)).toBe(warning);
    // A warning only: the form may still be sent when the number is otherwise valid.
    if (directDebitFieldState(form, 'bankAccountNumber').errorMessage === undefined) {
      expect(canSubmitDirectDebit(form, 'kowhai')).toBe(true);
    }
  });

  it.each([
    ['the number’s bank', 'ANZ', '01-0902-0068389-000', true],
    ['one of the banks of a shared prefix', 'The Co-operative Bank', '02-0001-', true],
    ['no bank chosen', '', '01-0902-0068389-000', true],
    ['fewer than two digits', 'ASB', '0', true],
    ['a number not left yet', 'ASB', '01-0902-0068389-000', false],
  ])('says nothing for %s', (_case, bank, number, touched) => {
    expect(bankMismatchWarning(withBankAndNumber(bank, number, touched))).toBeUndefined();
  });
});
