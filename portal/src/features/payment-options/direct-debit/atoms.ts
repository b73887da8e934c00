import type { DirectDebitField, DirectDebitFormValues, Problem } from '@harakeke/contract';
import { atom } from 'jotai';
import { problemOf } from '../../../api/call-api.js';
import { renderAnswer } from '../../../app/load-remote.js';
import { postDirectDebit } from '../api.js';
import { loadRecurringPaymentAtom, recurringFormShownAtom } from '../atoms.js';
import {
  canSubmitDirectDebit,
  directDebitRequestOf,
  emptyDirectDebitForm,
  withFieldTouched,
  withFieldValue,
  withServerErrors,
  type DirectDebitFormState,
} from './direct-debit-form.js';

/**
 * spec 1 §3 directDebitForm. Held here, not in the form's component, so switching to credit card and back, or a
 * failed submission, loses nothing typed.
 */
export const directDebitFormAtom = atom<DirectDebitFormState>(emptyDirectDebitForm);

/** The submission's status: loading while it is sent; error with the problem (the form keeps every value). */
export interface DirectDebitSubmitState {
  status: 'none' | 'loading' | 'success' | 'error';
  error: Problem | null;
}

export const directDebitSubmitAtom = atom<DirectDebitSubmitState>({ status: 'none', error: null });

export const setDirectDebitFieldAtom = atom(
  null,
  (_get, set, { field, value }: { field: DirectDebitField; value: DirectDebitFormValues[DirectDebitField] }) =>
    set(directDebitFormAtom, (form) => withFieldValue(form, field, value)),
);

export const touchDirectDebitFieldAtom = atom(null, (_get, set, field: DirectDebitField) =>
  set(directDebitFormAtom, (form) => withFieldTouched(form, field)),
);

/**
 * Sends the form (spec 1 §3 bankDetails). Nothing is sent while a submission is under way (the check and the loading
 * that blocks the next are one synchronous step, so a double click submits once) or while the form may not be sent
 * (spec 1 §4). A 400 shows the server's message on each field it names; the values stay as typed. On success the
 * form empties and the recurring payment, now a direct debit, loads again.
 */
export const submitDirectDebitAtom = atom(null, async (get, set, brandId: string) => {
  const form = get(directDebitFormAtom);
  if (get(directDebitSubmitAtom).status === 'loading' || !canSubmitDirectDebit(form, brandId)) return;
  set(directDebitSubmitAtom, { status: 'loading', error: null });
  try {
    await postDirectDebit(directDebitRequestOf(form, brandId));
    await set(loadRecurringPaymentAtom, 'refresh');
    renderAnswer(() => {
      set(directDebitFormAtom, emptyDirectDebitForm);
      set(directDebitSubmitAtom, { status: 'success', error: null });
      set(recurringFormShownAtom, false);
    });
  } catch (error) {
    const problem = problemOf(error);
    renderAnswer(() => {
      if (problem.errors?.length)
        set(directDebitFormAtom, (current) => withServerErrors(current, problem.errors, brandId));
      set(directDebitSubmitAtom, { status: 'error', error: problem });
    });
  }
});

/** Forgets the last submission's outcome (the values typed stay). */
export const resetDirectDebitSubmitAtom = atom(null, (_get, set) =>
  set(directDebitSubmitAtom, { status: 'none', error: null }),
);
