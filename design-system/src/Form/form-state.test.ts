import { describe, expect, it } from 'vitest';
import {
  createFormState,
  fieldErrors,
  isAllTouchedAndValid,
  isFormValid,
  visibleErrors,
  withAllTouched,
  withTouched,
  withValue,
  type FieldValidators,
} from './form-state.js';

interface DirectDebit {
  submitterName: string;
  paymentInformation: string;
  acknowledgeTAndC: boolean;
}

// spec 1 §5 messages, used here only as realistic data for the rule.
const validators: FieldValidators<DirectDebit> = {
  submitterName: (value) => (value.trim() === '' ? 'Please enter a submitter’s name.' : undefined),
  paymentInformation: (value) =>
    value.trim() === ''
      ? 'Please provide payment information.'
      : value.length > 12
        ? 'Sorry payment information has a max length of 12 characters.'
        : undefined,
  acknowledgeTAndC: (value) => (value ? undefined : 'You must read and agree to the Terms and Conditions.'),
};

const empty: DirectDebit = { submitterName: '', paymentInformation: '', acknowledgeTAndC: false };
const complete: DirectDebit = { submitterName: 'Aroha Ngata', paymentInformation: 'INV-0193', acknowledgeTAndC: true };

describe('createFormState', () => {
  it('starts with nothing touched', () => {
    expect(createFormState(empty).touched).toEqual({
      submitterName: false,
      paymentInformation: false,
      acknowledgeTAndC: false,
    });
  });

  it('can start with some fields touched', () => {
    expect(createFormState(empty, { submitterName: true }).touched).toEqual({
      submitterName: true,
      paymentInformation: false,
      acknowledgeTAndC: false,
    });
  });
});

describe('withValue, withTouched, withAllTouched', () => {
  it('changes a value without touching the field', () => {
    const state = withValue(createFormState(empty), 'submitterName', 'Aroha');
    expect(state.values.submitterName).toBe('Aroha');
    expect(state.touched.submitterName).toBe(false);
  });

  it('returns the same state when nothing changes, so React can skip a render', () => {
    const state = createFormState(empty, { submitterName: true });
    expect(withValue(state, 'submitterName', '')).toBe(state);
    expect(withTouched(state, 'submitterName')).toBe(state);
    const allTouched = withAllTouched(state);
    expect(withAllTouched(allTouched)).toBe(allTouched);
  });

  it('touches one field or all of them', () => {
    expect(withTouched(createFormState(empty), 'paymentInformation').touched).toEqual({
      submitterName: false,
      paymentInformation: true,
      acknowledgeTAndC: false,
    });
    expect(Object.values(withAllTouched(createFormState(empty)).touched)).toEqual([true, true, true]);
  });
});

describe('errors', () => {
  it('finds every field’s error, touched or not', () => {
    expect(fieldErrors(empty, validators)).toEqual({
      submitterName: 'Please enter a submitter’s name.',
      paymentInformation: 'Please provide payment information.',
      acknowledgeTAndC: 'You must read and agree to the Terms and Conditions.',
    });
  });

  it('passes all values to each validator, for rules across fields', () => {
    const differs: FieldValidators<{ current: string; next: string }> = {
      next: (value, values) => (value === values.current ? 'Email matches current email' : undefined),
    };
    expect(fieldErrors({ current: 'a@b.nz', next: 'a@b.nz' }, differs)).toEqual({
      next: 'Email matches current email',
    });
  });

  it.each([
    ['nothing touched', {}, {}],
    ['one touched', { submitterName: true }, { submitterName: 'Please enter a submitter’s name.' }],
    [
      'all touched',
      { submitterName: true, paymentInformation: true, acknowledgeTAndC: true },
      fieldErrors(empty, validators),
    ],
  ])('shows errors of touched fields only: %s', (_case, touched, expected) => {
    expect(visibleErrors(createFormState(empty, touched), validators)).toEqual(expected);
  });

  it('treats a field without a validator as valid', () => {
    expect(isFormValid({ nickname: '' }, {})).toBe(true);
  });
});

describe('isAllTouchedAndValid (spec 1 §4: submit disabled until every field is touched and free of errors)', () => {
  const allTouched = { submitterName: true, paymentInformation: true, acknowledgeTAndC: true };
  it.each([
    ['empty, untouched', empty, {}, false],
    ['complete, untouched', complete, {}, false],
    ['complete, partly touched', complete, { submitterName: true, paymentInformation: true }, false],
    ['empty, all touched', empty, allTouched, false],
    ['one invalid, all touched', { ...complete, paymentInformation: 'INV-0193-2024-X' }, allTouched, false],
    ['complete, all touched', complete, allTouched, true],
  ])('%s', (_case, values, touched, expected) => {
    expect(isAllTouchedAndValid(createFormState(values, touched), validators)).toBe(expected);
  });
});
