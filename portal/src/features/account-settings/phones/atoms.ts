import { normalisePhoneNumber, type BillingAccounts, type PhonePurpose, type Problem } from '@harakeke/contract';
import { GENERIC_ERROR_TITLE, type EditableTextFieldState } from '@harakeke/design-system';
import { atom, type Setter } from 'jotai';
import { problemOf } from '../../../api/call-api.js';
import { renderAnswer } from '../../../app/load-remote.js';
import { billingAccountsAtom, loadBillingAccountsAtom } from '../../../app/user-details/atoms.js';
import { postPhone, removePhone } from './api.js';

/** spec 1 §3 profile: the phones in the order the section shows them. */
export const phonePurposes = ['work', 'home', 'mobile'] as const satisfies readonly PhonePurpose[];

/** spec 1 §3 profile: each phone's status (the editable field's, spec 1 §2) and its delete status. */
export interface PhoneEdit {
  state: EditableTextFieldState;
  /** Why the save failed, while state is error. */
  saveError: string | null;
  deleteStatus: 'none' | 'loading' | 'success' | 'error';
  /** Why the delete failed (the server's 409 among them), while deleteStatus is error. */
  deleteError: string | null;
}

export const noPhoneEdit: PhoneEdit = { state: 'none', saveError: null, deleteStatus: 'none', deleteError: null };

export type PhoneEdits = Record<PhonePurpose, PhoneEdit>;

export const noPhoneEdits: PhoneEdits = { work: noPhoneEdit, home: noPhoneEdit, mobile: noPhoneEdit };

export const phoneEditsAtom = atom<PhoneEdits>(noPhoneEdits);

/** Forgets the last outcomes (saved, deleted, an error) on leaving the screen, so a return starts clean. */
export const resetPhoneEditsAtom = atom(null, (_get, set) => set(phoneEditsAtom, noPhoneEdits));

const setEdit = (set: Setter, purpose: PhonePurpose, edit: Partial<PhoneEdit>) =>
  set(phoneEditsAtom, (edits) => ({ ...edits, [purpose]: { ...edits[purpose], ...edit } }));

/** What a failed call says to the customer: the server's detail without the field it names, else its title. */
export function problemMessage(problem: Problem): string {
  return problem.detail?.replace(/^\w+: /, '') || problem.title || GENERIC_ERROR_TITLE;
}

/** Edit pressed: the field opens, and an earlier outcome (saved, deleted, an error) is forgotten. */
export const editPhoneAtom = atom(null, (_get, set, purpose: PhonePurpose) =>
  set(phoneEditsAtom, (edits) => ({ ...edits, [purpose]: { ...noPhoneEdit, state: 'edit' } })),
);

/** Cancel pressed (or Escape): back to the stored value. */
export const cancelPhoneAtom = atom(null, (_get, set, purpose: PhonePurpose) => setEdit(set, purpose, noPhoneEdit));

/** The numbers an answer says are set, shown at once; the reload that follows brings everything else. */
function showPhones(set: Setter, phones: BillingAccounts['contact']['phones']) {
  set(billingAccountsAtom, (remote) =>
    remote.data ? { ...remote, data: { ...remote.data, contact: { ...remote.data.contact, phones } } } : remote,
  );
}

/**
 * spec 1 §5: saves a number as typed, normalised (spaces and leading zeros stripped, +64 prefixed); then the billing
 * accounts reload, so the section shows the stored number. A failure keeps the typed value in the field with the
 * message.
 */
export const savePhoneAtom = atom(null, async (get, set, purpose: PhonePurpose, typed: string) => {
  if (get(phoneEditsAtom)[purpose].state === 'loading') return;
  setEdit(set, purpose, { state: 'loading', saveError: null });
  try {
    const { phones } = await postPhone(purpose, normalisePhoneNumber(typed));
    renderAnswer(() => showPhones(set, phones));
    await set(loadBillingAccountsAtom);
    renderAnswer(() => setEdit(set, purpose, { state: 'success' }));
  } catch (error) {
    renderAnswer(() => setEdit(set, purpose, { state: 'error', saveError: problemMessage(problemOf(error)) }));
  }
});

/**
 * spec 1 §5: deletes a number (offered only while another is set; the server's 409 shows if it is the last), from its
 * confirmation. Answers whether it was deleted, so the confirmation closes only then.
 */
export const deletePhoneAtom = atom(null, async (get, set, purpose: PhonePurpose): Promise<boolean> => {
  if (get(phoneEditsAtom)[purpose].deleteStatus === 'loading') return false;
  setEdit(set, purpose, { state: 'none', deleteStatus: 'loading', deleteError: null });
  try {
    const { phones } = await removePhone(purpose);
    renderAnswer(() => showPhones(set, phones));
    await set(loadBillingAccountsAtom);
    renderAnswer(() => setEdit(set, purpose, { deleteStatus: 'success' }));
    return true;
  } catch (error) {
    renderAnswer(() => setEdit(set, purpose, { deleteStatus: 'error', deleteError: problemMessage(problemOf(error)) }));
    return false;
  }
});

/** A number's delete confirmation opens: what an earlier delete said (deleted, an error) is forgotten. */
export const forgetPhoneDeleteAtom = atom(null, (get, set, purpose: PhonePurpose) => {
  if (get(phoneEditsAtom)[purpose].deleteStatus === 'loading') return;
  setEdit(set, purpose, { deleteStatus: 'none', deleteError: null });
});
