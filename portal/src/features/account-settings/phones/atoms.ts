import { normalisePhoneNumber, type BillingAccounts, type PhonePurpose } from '@harakeke/contract';
import { atom, type Setter } from 'jotai';
import { mutationFamily } from '../../../core/data/mutation.js';
import { billingAccountsAtom, loadBillingAccountsAtom } from '../../../core/user-details/atoms.js';
import { postPhone, removePhone } from './api.js';

/** spec 1 §3 profile: the phones in the order the section shows them. */
export const phonePurposes = ['work', 'home', 'mobile'] as const satisfies readonly PhonePurpose[];

/** The phones whose field the customer has open: the form's own state (spec 1 §2 editable field's edit). */
export const editingPhonesAtom = atom<readonly PhonePurpose[]>([]);

const closeField = (set: Setter, purpose: PhonePurpose) =>
  set(editingPhonesAtom, (open) => open.filter((other) => other !== purpose));

/** The numbers an answer says are set, shown at once; the reload that follows brings everything else. */
function showPhones(set: Setter, phones: BillingAccounts['contact']['phones']) {
  set(billingAccountsAtom, (remote) =>
    remote.data ? { ...remote, data: { ...remote.data, contact: { ...remote.data.contact, phones } } } : remote,
  );
}

/** What a phone's save sends: which phone, and the number as typed (digits and spaces). */
export interface PhoneChange {
  purpose: PhonePurpose;
  typed: string;
}

/**
 * spec 1 §5: saves a number as typed, normalised (spaces and leading zeros stripped, +64 prefixed); then the billing
 * accounts reload, so the section shows the stored number when it says Changes Saved. A failure keeps the typed value
 * in the field with the message. Each phone's save is its own (spec 1 §3: each phone has a status).
 */
export const savePhone = mutationFamily({
  keyOf: ({ purpose }: PhoneChange) => purpose,
  run: ({ purpose, typed }: PhoneChange) => postPhone(purpose, normalisePhoneNumber(typed)),
  onSuccess: async ({ phones }, { purpose }, { set }) => {
    showPhones(set, phones);
    await set(loadBillingAccountsAtom);
    closeField(set, purpose);
  },
});

/**
 * spec 1 §5: deletes a number (offered only while another is set; the server's 409 shows if it is the last), from its
 * confirmation; then the billing accounts reload. Each phone's delete is its own (spec 1 §3: a delete status each).
 */
export const deletePhone = mutationFamily({
  keyOf: (purpose: PhonePurpose) => purpose,
  run: (purpose: PhonePurpose, { set }) => {
    // The field goes back to showing the number (no Changes Saved from an earlier save) while it is deleted.
    set(savePhone.resetAtom, purpose);
    closeField(set, purpose);
    return removePhone(purpose);
  },
  onSuccess: async ({ phones }, _purpose, { set }) => {
    showPhones(set, phones);
    await set(loadBillingAccountsAtom);
  },
});

/** Edit pressed: the field opens, and an earlier outcome (saved, deleted, an error) is forgotten. */
export const editPhoneAtom = atom(null, (_get, set, purpose: PhonePurpose) => {
  set(savePhone.resetAtom, purpose);
  set(deletePhone.resetAtom, purpose);
  set(editingPhonesAtom, (open) => (open.includes(purpose) ? open : [...open, purpose]));
});

/** Cancel pressed (or Escape): back to the stored value, and an earlier outcome is forgotten. */
export const cancelPhoneAtom = atom(null, (_get, set, purpose: PhonePurpose) => {
  set(savePhone.resetAtom, purpose);
  set(deletePhone.resetAtom, purpose);
  closeField(set, purpose);
});

/** A number's delete confirmation opens: what an earlier delete said (deleted, an error) is forgotten. */
export const forgetPhoneDeleteAtom = atom(null, (get, set, purpose: PhonePurpose) => {
  if (get(deletePhone.stateOf(purpose)).status !== 'pending') set(deletePhone.resetAtom, purpose);
});

/** Forgets the open fields and the last outcomes (saved, deleted, an error) on leaving the screen. */
export const resetPhoneEditsAtom = atom(null, (_get, set) => {
  for (const purpose of phonePurposes) {
    set(savePhone.resetAtom, purpose);
    set(deletePhone.resetAtom, purpose);
  }
  set(editingPhonesAtom, []);
});
