import type { UserPreferences } from '@harakeke/contract';
import { atom, type Setter } from 'jotai';
import { mutationFamily } from '../../../core/data/mutation.js';
import { billingAccountsAtom, loadBillingAccountsAtom } from '../../../core/user-details/atoms.js';
import { putUserPreferences } from './api.js';

/** One of spec 1 §3 userPreferences' fields. */
export type PreferenceField = keyof UserPreferences;

/** Values being saved: shown at once (a switch moves when flipped), and dropped when their save ends. */
const savingPreferencesAtom = atom<Partial<UserPreferences>>({});

/** The selected billing account's stored preferences (spec 1 §3 selectedBillingAccount.emails). */
export const storedPreferencesAtom = atom((get): UserPreferences | null => {
  const emails = get(billingAccountsAtom).data?.selectedBillingAccount?.emails;
  return emails
    ? {
        email: emails.billing,
        sendBillViaEmail: emails.isInvoiceDeliveryByEmail,
        sendPromotionViaEmail: emails.promotions,
      }
    : null;
});

/** What the section shows: the stored preferences, with the values being saved over them. */
export const shownPreferencesAtom = atom((get): UserPreferences | null => {
  const stored = get(storedPreferencesAtom);
  return stored && { ...stored, ...get(savingPreferencesAtom) };
});

/** A change of one preference, the field with a value of its type. */
export type PreferenceChange = { [F in PreferenceField]: { field: F; value: UserPreferences[F] } }[PreferenceField];

/** Whether the customer has the billing email's field open: the form's own state (spec 1 §2 editable field). */
export const editingBillingEmailAtom = atom(false);

/** A value's save has ended: the section shows what is stored again. */
function dropSaving(set: Setter, field: PreferenceField) {
  set(savingPreferencesAtom, (saving) => {
    const rest = { ...saving };
    delete rest[field];
    return rest;
  });
}

/**
 * spec 1 §7: saves one preference, each with its own status (spec 1 §3: accountEmailStatus,
 * receiveBillViaEmailStatus, receivePromotionsViaEmailStatus). The call takes all three: the others go as shown
 * (stored, or being saved), so one change never undoes another. After it, the billing accounts are loaded again so
 * every screen shows what was stored (with two tabs, the last save wins; a reload shows it). A failure puts the old
 * value back.
 */
export const savePreference = mutationFamily({
  keyOf: (change: PreferenceChange) => change.field,
  run: (change: PreferenceChange, { get, set }) => {
    const stored = get(storedPreferencesAtom);
    // Not reached: the section offers its fields only with a selected billing account.
    if (!stored) throw new Error('No billing account to save preferences for');
    const value = change.field === 'email' ? change.value.trim() : change.value;
    set(savingPreferencesAtom, (saving) => ({ ...saving, [change.field]: value }));
    return putUserPreferences({ ...stored, ...get(savingPreferencesAtom) });
  },
  onSuccess: async (_stored, { field }, { set }) => {
    await set(loadBillingAccountsAtom);
    dropSaving(set, field);
    if (field === 'email') set(editingBillingEmailAtom, false);
  },
  onError: (_problem, { field }, { set }) => dropSaving(set, field),
});

/** Edit pressed on the billing email: the field opens, and what its last save said is forgotten. */
export const editBillingEmailAtom = atom(null, (_get, set) => {
  set(savePreference.resetAtom, 'email');
  set(editingBillingEmailAtom, true);
});

/** Cancel pressed (or Escape): back to the stored billing email. */
export const cancelBillingEmailAtom = atom(null, (_get, set) => {
  set(savePreference.resetAtom, 'email');
  set(editingBillingEmailAtom, false);
});

/** Forgets the open field and what the last saves said, on leaving the screen. */
export const resetPreferencesOutcomesAtom = atom(null, (_get, set) => {
  for (const field of ['email', 'sendBillViaEmail', 'sendPromotionViaEmail'] as const) {
    set(savePreference.resetAtom, field);
  }
  set(editingBillingEmailAtom, false);
});
