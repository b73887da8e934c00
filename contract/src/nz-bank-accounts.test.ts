import { describe, expect, it } from 'vitest';
import { bankAccountNumberError } from './direct-debit-rules.js';
import {
  formatNzBankAccountNumber,
  hasValidNzCheckDigits,
  isNzBankOfNumber,
  NZ_BANK_ACCOUNT_NUMBER_EXAMPLE,
  nzBankPrefixesWithRules,
  nzBankPrefixOf,
  nzBanks,
  nzBanksWithPrefix,
} from './nz-bank-accounts.js';

describe('formatNzBankAccountNumber', () => {
  it.each([
    ['123113000000000', '12-3113-0000000-00'],
    ['1231130000000000', '12-3113-0000000-000'],
    ['12 3113 0000000 000', '12-3113-0000000-000'],
    ['12-3113-0000000-000', '12-3113-0000000-000'],
    ['1', '1'],
    ['123', '12-3'],
    ['', ''],
  ])('shapes %j as %j', (typed, shaped) => {
    expect(formatNzBankAccountNumber(typed)).toBe(shaped);
  });

  it.each(['12-31a3', '12311300000000000', '12/3113'])('leaves %j as typed', (typed) => {
    expect(formatNzBankAccountNumber(typed)).toBe(typed);
  });
});

describe('hasValidNzCheckDigits', () => {
  // Worked examples published with the rules, written in the 2-4-7-3 shape.
  it.each([
    ['01-0902-0068389-000', 'A'],
    ['08-6523-1954512-001', 'D'],
    ['26-2600-0320871-032', 'G'],
    ['31-2800-1234567-000', 'X'],
  ])('accepts %s (algorithm %s)', (number) => {
    expect(hasValidNzCheckDigits(number)).toBe(true);
  });

  it.each([
    ['01-0902-0068388-000', 'a changed digit'],
    ['08-6523-1954521-001', 'two digits swapped'],
    ['26-2600-0320871-033', 'a changed suffix where G weighs it'],
    ['01-2000-0068389-000', 'a branch outside the bank’s ranges'],
    ['99-0001-0068389-000', 'an unknown bank'],
    ['010902-0068389-000', 'another shape'],
  ])('refuses %s (%s)', (number) => {
    expect(hasValidNzCheckDigits(number)).toBe(false);
  });
});

describe('nzBanks', () => {
  it('finds the banks of a prefix', () => {
    expect(nzBanksWithPrefix('38').map((bank) => bank.name)).toEqual(['Kiwibank']);
    expect(nzBanksWithPrefix('02').map((bank) => bank.name)).toEqual(['BNZ', 'The Co-operative Bank']);
  });

  it('offers only prefixes whose numbers the check accepts', () => {
    for (const bank of nzBanks) {
      for (const prefix of bank.prefixes) expect(nzBankPrefixesWithRules).toContain(prefix);
    }
  });
});

describe('NZ_BANK_ACCOUNT_NUMBER_EXAMPLE', () => {
  it('is a number the form accepts, in the shape the form gives what is typed', () => {
    expect(hasValidNzCheckDigits(NZ_BANK_ACCOUNT_NUMBER_EXAMPLE)).toBe(true);
    expect(bankAccountNumberError(NZ_BANK_ACCOUNT_NUMBER_EXAMPLE)).toBeUndefined();
    expect(formatNzBankAccountNumber(NZ_BANK_ACCOUNT_NUMBER_EXAMPLE.replace(/-/g, ''))).toBe(
      NZ_BANK_ACCOUNT_NUMBER_EXAMPLE,
    );
  });
});

describe('the bank of a number', () => {
  it.each([
    ['38-9000-', '38'],
    [' 02', '02'],
    ['0', undefined],
    ['', undefined],
    ['a1-2', undefined],
  ])('reads the prefix of %j as %j', (number, prefix) => {
    expect(nzBankPrefixOf(number)).toBe(prefix);
  });

  it.each([
    ['ANZ', '01-0902-0068389-000', true],
    ['ANZ', '11-5000-', true],
    ['The Co-operative Bank', '02-0001-', true],
    ['BNZ', '02-0001-', true],
    ['ASB', '38-9000-', false],
    ['Kiwibank', '01-0902-0068389-000', false],
    ['ASB', '99-0001-', false],
  ])('says whether %s has the number %s: %s', (bank, number, matches) => {
    expect(isNzBankOfNumber(bank, number)).toBe(matches);
  });

  it.each([
    ['', '01-0902-0068389-000'],
    ['Bank of Nowhere', '01-0902-0068389-000'],
    ['ASB', '1'],
  ])('has nothing to compare for %j and %j', (bank, number) => {
    expect(isNzBankOfNumber(bank, number)).toBeUndefined();
  });
});
