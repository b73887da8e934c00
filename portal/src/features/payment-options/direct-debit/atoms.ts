import type { DirectDebitField, DirectDebitFormValues } from '@harakeke/contract';
import { atom } from 'jotai';
import { mutation } from '../../../core/data/mutation.js';
import { postDirectDebit } from '../api.js';
import { recurringFormShownAtom, recurringPaymentQuery } from '../atoms.js';
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

export const setDirectDebitFieldAtom = atom(
  null,
  (_get, set, { field, value }: { field: DirectDebitField; value: DirectDebitFormValues[DirectDebitField] }) =>
    set(directDebitFormAtom, (form) => withFieldValue(form, field, value)),
);

export const touchDirectDebitFieldAtom = atom(null, (_get, set, field: DirectDebitField) =>
  set(directDebitFormAtom, (form) => withFieldTouched(form, field)),
);

/**
 * Sends the form (spec 1 §3 bankDetails) of the brand given. A 400 shows the server's message on each field it names;
 * the values stay as typed. On success the recurring payment, now a direct debit, loads again, the form empties and
 * the setup closes.
 */
export const directDebitSetup = mutation({
  run: (brandId: string, { get }) => postDirectDebit(directDebitRequestOf(get(directDebitFormAtom), brandId)),
  onSuccess: async (_payment, _brandId, { set }) => {
    await set(recurringPaymentQuery.loadAtom, 'refresh');
    set(directDebitFormAtom, emptyDirectDebitForm);
    set(recurringFormShownAtom, false);
  },
  onError: (problem, brandId, { set }) => {
    if (problem.errors?.length) set(directDebitFormAtom, (form) => withServerErrors(form, problem.errors, brandId));
  },
});

/**
 * The submit: nothing is sent while the form may not be sent (spec 1 §4), nor while a submission is under way (the
 * check and the pending state that blocks the next are one synchronous step, so a double click submits once).
 */
export const submitDirectDebitAtom = atom(null, async (get, set, brandId: string) => {
  if (!canSubmitDirectDebit(get(directDebitFormAtom), brandId)) return;
  await set(directDebitSetup.mutateAtom, brandId);
});
