import type { UserMetadata } from '@harakeke/contract';
import { atom, type Setter } from 'jotai';
import { mutation } from '../../../core/data/mutation.js';
import { loadMetadataAtom, metadataAtom } from '../../../core/user-details/atoms.js';
import { postChangeEmail, postEmailVerification, postPasswordReset } from './api.js';

/** Where the dismissal of the verification bar is kept, per user, so another login on the browser still sees it. */
export const verificationBarKey = (userId: string) => `harakeke.emailVerificationBarHidden.${userId}`;

/** Reads the stored flag; storage that cannot be read (private mode, blocked) counts as not hidden. */
function storedHidden(userId: string): boolean {
  try {
    return localStorage.getItem(verificationBarKey(userId)) === 'true';
  } catch {
    return false;
  }
}

/** Users whose bar was hidden in this session: a storage failure still hides it until the page is reloaded. */
const hiddenThisSessionAtom = atom<ReadonlySet<string>>(new Set<string>());

/** spec 1 §4 email verification bar: shown while the login email is unverified, unless hidden. */
export const verificationBarShownAtom = atom((get) => {
  const metadata = get(metadataAtom).data;
  if (!metadata || metadata.emailVerified) return false;
  if (get(hiddenThisSessionAtom).has(metadata.userId)) return false;
  return !storedHidden(metadata.userId);
});

/** spec 1 §4: hiding the verification bar stores a local flag (per user id). */
export const hideVerificationBarAtom = atom(null, (get, set) => {
  const userId = get(metadataAtom).data?.userId;
  if (!userId) return;
  set(hiddenThisSessionAtom, (hidden) => new Set([...hidden, userId]));
  try {
    localStorage.setItem(verificationBarKey(userId), 'true');
  } catch {
    // Storage full or blocked: the bar stays hidden for this session only.
  }
});

/** What a change of login email sends: the new address as typed, and the current password. */
export interface LoginEmailChange {
  email: string;
  password: string;
}

/** The login email, its verified state and the address waiting for its link, as a change's answer gives them. */
function showLoginEmail(set: Setter, answer: Pick<UserMetadata, 'email' | 'emailVerified' | 'pendingEmail'>) {
  set(metadataAtom, (remote) => (remote.data ? { ...remote, data: { ...remote.data, ...answer } } : remote));
}

/** Whether the customer has the change of login email open: the form's own state (spec 1 §2 editable field). */
export const editingLoginEmailAtom = atom(false);

/**
 * spec 1 §4 email change: loading, then the answer shown and the metadata reloaded, then success (the form closes);
 * a 409 is the address in use; any other failure an error (a 400 naming `password` is a wrong current password, a
 * 429 too many of them), the form staying open. The address is sent trimmed (it is stored trimmed, spec 1 §5), the
 * password as typed; the password is never kept. Ours (the spec is silent): the login email does not change here.
 * The answer names the address waiting for its link (`pendingEmail`), and sign-in keeps the current one until the
 * customer opens that link.
 */
export const changeLoginEmail = mutation({
  run: ({ email, password }: LoginEmailChange) => postChangeEmail({ email: email.trim(), password }),
  onSuccess: async (answer, _change, { set }) => {
    showLoginEmail(set, answer);
    await set(loadMetadataAtom);
    set(editingLoginEmailAtom, false);
  },
});

/** Edit pressed on the login email: the form opens, and what the last change said is forgotten. */
export const editLoginEmailAtom = atom(null, (_get, set) => {
  set(changeLoginEmail.resetAtom);
  set(editingLoginEmailAtom, true);
});

/** Cancel pressed (or Escape): the form closes, the login email as it was. */
export const cancelLoginEmailAtom = atom(null, (_get, set) => {
  set(changeLoginEmail.resetAtom);
  set(editingLoginEmailAtom, false);
});

/** spec 1 §4 password reset request (loginDetails.b2cPasswordResetStatus): loading, success or error. */
export const requestPasswordReset = mutation({ run: (_nothing: void) => postPasswordReset() });

/** spec 1 §4 login email verification: sends the verification email again (LOADING, then SUCCESS or ERROR). */
export const sendVerificationEmail = mutation({ run: (_nothing: void) => postEmailVerification() });

/** Forgets what the last actions said, and closes the form, on leaving the screen. */
export const resetLoginDetailsOutcomesAtom = atom(null, (_get, set) => {
  set(changeLoginEmail.resetAtom);
  set(requestPasswordReset.resetAtom);
  set(sendVerificationEmail.resetAtom);
  set(editingLoginEmailAtom, false);
});
