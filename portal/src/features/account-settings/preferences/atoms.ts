import type { Problem, UserPreferences } from '@harakeke/contract';
import { atom } from 'jotai';
import { problemOf } from '../../../api/call-api.js';
import { renderAnswer } from '../../../app/load-remote.js';
import { billingAccountsAtom, loadBillingAccountsAtom } from '../../../app/user-details/atoms.js';
import { putUserPreferences } from './api.js';

/** One of spec 1 §3 userPreferences' fields. */
export type PreferenceField = keyof UserPreferences;

/**
 * spec 1 §3 userPreferences' statuses: accountEmailStatus (the email field, with its edit state, spec 1 §2),
 * receiveBillViaEmailStatus and receivePromotionsViaEmailStatus.
 */
export type PreferenceStatus = 'none' | 'edit' | 'loading' | 'success' | 'error';

export interface PreferenceState {
  status: PreferenceStatus;
  /** The failure, while status is error. */
  error: Problem | null;
}

const none: PreferenceState = { status: 'none', error: null };

export const preferenceStatusesAtom = atom<Record<PreferenceField, PreferenceState>>({
  email: none,
  sendBillViaEmail: none,
  sendPromotionViaEmail: none,
});

/** Values being saved: shown at once (a switch moves when flipped), and dropped when their save fails. */
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

/** Moves one field's status (edit and cancel of the email field). */
export const setPreferenceStatusAtom = atom(null, (_get, set, field: PreferenceField, status: PreferenceStatus) =>
  set(preferenceStatusesAtom, (statuses) => ({ ...statuses, [field]: { status, error: null } })),
);

/**
 * spec 1 §7: saves one preference. The call takes all three: the others go as shown (stored, or being saved), so
 * one change never undoes another. After it, the billing accounts are loaded again so every screen shows what was
 * stored (with two tabs, the last save wins; a reload shows it). A failure puts the old value back.
 */
export const savePreferenceAtom = atom(null, async (get, set, change: PreferenceChange) => {
  const { field } = change;
  const stored = get(storedPreferencesAtom);
  if (!stored || get(preferenceStatusesAtom)[field].status === 'loading') return;
  const value = change.field === 'email' ? change.value.trim() : change.value;
  const setStatus = (state: PreferenceState) =>
    set(preferenceStatusesAtom, (statuses) => ({ ...statuses, [field]: state }));
  const dropSaving = () =>
    set(savingPreferencesAtom, (saving) => {
      const rest = { ...saving };
      delete rest[field];
      return rest;
    });
  set(savingPreferencesAtom, (saving) => ({ ...saving, [field]: value }));
  setStatus({ status: 'loading', error: null });
  try {
    await putUserPreferences({ ...stored, ...get(savingPreferencesAtom) });
    await set(loadBillingAccountsAtom);
    renderAnswer(() => {
      dropSaving();
      setStatus({ status: 'success', error: null });
    });
  } catch (error) {
    renderAnswer(() => {
      dropSaving();
      setStatus({ status: 'error', error: problemOf(error) });
    });
  }
});

/** Forgets what the last saves said, on leaving the screen. */
export const resetPreferencesOutcomesAtom = atom(null, (_get, set) =>
  set(preferenceStatusesAtom, { email: none, sendBillViaEmail: none, sendPromotionViaEmail: none }),
);
