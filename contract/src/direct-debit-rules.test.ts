import { describe, expect, it } from 'vitest';
import { directDebitRuleCasesByBrand, validDirectDebitForm } from './direct-debit-rules.cases.js';
import {
  directDebitFieldError,
  directDebitFieldsOf,
  directDebitFormErrors,
  directDebitFormOf,
  directDebitSubmissionOf,
  internationalNzMobileNumber,
} from './direct-debit-rules.js';

describe('spec 1 §5 direct debit rules', () => {
  it.each(directDebitRuleCasesByBrand())('$brandId: $name', ({ field, value, brandId, message }) => {
    const form = { ...validDirectDebitForm, [field]: value };
    expect(directDebitFormErrors(form, brandId)).toEqual(message === undefined ? {} : { [field]: message });
    if (directDebitFieldsOf(brandId).includes(field)) expect(directDebitFieldError(field, value)).toBe(message);
  });

  it('names every bad field at once', () => {
    const errors = directDebitFormErrors({ ...validDirectDebitForm, bank: '', bankTAndC: false }, 'kowhai');
    expect(Object.keys(errors)).toEqual(['bank', 'bankTAndC']);
  });

  it('asks for the authority in Fernlight only', () => {
    expect(directDebitFieldsOf('fernlight')).toContain('authoriseTAndC');
    expect(directDebitFieldsOf('kowhai')).not.toContain('authoriseTAndC');
  });
});

describe('the submission', () => {
  it('carries the form as bankDetails and back, with the boxes of the brand', () => {
    const submission = directDebitSubmissionOf(validDirectDebitForm, 'kowhai');
    expect(submission).toEqual({
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
    });
    expect(directDebitFormOf(directDebitSubmissionOf(validDirectDebitForm, 'fernlight'))).toEqual(validDirectDebitForm);
  });

  it('keeps a mobile number as +64 and the number without its 0', () => {
    expect(internationalNzMobileNumber('021 123 4567')).toBe('+64211234567');
    expect(internationalNzMobileNumber('+64 21-123-4567')).toBe('+64211234567');
  });
});
