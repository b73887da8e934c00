import type { Problem, UserMetadata } from '@harakeke/contract';
import { atom, type Setter } from 'jotai';
import { problemOf } from '../../../api/call-api.js';
import { renderAnswer } from '../../../app/load-remote.js';
import { loadMetadataAtom, metadataAtom } from '../../../app/user-details/atoms.js';
import { postChangeEmail, postEmailVerification, postPasswordReset } from './api.js';

/**
 * spec 1 §4 email change: loading, success, in use (409), error; `none` and `edit` are the field's own (§2). Success
 * means the change has started: the new address has been sent its link, and the login email is still the current one
 * until the link is opened (ours, the spec is silent). A wrong current password and too many of them are errors.
 */
export type LoginEmailStatus = 'none' | 'edit' | 'loading' | 'success' | 'inUse' | 'error';

/** spec 1 §3 loginDetails.loginEmailStatus, with the failure while it is inUse or error. */
export const loginEmailAtom = atom<{ status: LoginEmailStatus; error: Problem | null }>({
  status: 'none',
  error: null,
});

/** spec 1 §4 password reset request: none, loading, success, error (loginDetails.b2cPasswordResetStatus). */
export type RequestStatus = 'none' | 'loading' | 'success' | 'error';

export const passwordResetAtom = atom<{ status: RequestStatus; error: Problem | null }>({
  status: 'none',
  error: null,
});

/** spec 1 §4: the login email verification status, NONE, LOADING, SUCCESS or ERROR. */
export type EmailVerificationStatus = 'NONE' | 'LOADING' | 'SUCCESS' | 'ERROR';

export const emailVerificationAtom = atom<{ status: EmailVerificationStatus; error: Problem | null }>({
  status: 'NONE',
  error: null,
});

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

/**
 * spec 1 §4 email change: loading, then the answer shown and the metadata reloaded, then success; a 409 is the address
 * in use; any other failure an error (a 400 naming `password` is a wrong current password, a 429 too many of them).
 * The address is sent trimmed (it is stored trimmed, spec 1 §5), the password as typed; the password is never kept.
 * Ours (the spec is silent): the login email does not change here. The answer names the address waiting for its link
 * (`pendingEmail`), and sign-in keeps the current one until the customer opens that link.
 */
export const changeLoginEmailAtom = atom(null, async (get, set, { email, password }: LoginEmailChange) => {
  if (get(loginEmailAtom).status === 'loading') return;
  set(loginEmailAtom, { status: 'loading', error: null });
  try {
    const answer = await postChangeEmail({ email: email.trim(), password });
    renderAnswer(() => showLoginEmail(set, answer));
    await set(loadMetadataAtom);
    renderAnswer(() => set(loginEmailAtom, { status: 'success', error: null }));
  } catch (error) {
    const problem = problemOf(error);
    renderAnswer(() => set(loginEmailAtom, { status: problem.status === 409 ? 'inUse' : 'error', error: problem }));
  }
});

/** spec 1 §4 password reset request: loading, success or error. */
export const requestPasswordResetAtom = atom(null, async (get, set) => {
  if (get(passwordResetAtom).status === 'loading') return;
  set(passwordResetAtom, { status: 'loading', error: null });
  try {
    await postPasswordReset();
    renderAnswer(() => set(passwordResetAtom, { status: 'success', error: null }));
  } catch (error) {
    renderAnswer(() => set(passwordResetAtom, { status: 'error', error: problemOf(error) }));
  }
});

/** spec 1 §4: sends the verification email again: LOADING, then SUCCESS or ERROR. */
export const sendVerificationEmailAtom = atom(null, async (get, set) => {
  if (get(emailVerificationAtom).status === 'LOADING') return;
  set(emailVerificationAtom, { status: 'LOADING', error: null });
  try {
    await postEmailVerification();
    renderAnswer(() => set(emailVerificationAtom, { status: 'SUCCESS', error: null }));
  } catch (error) {
    renderAnswer(() => set(emailVerificationAtom, { status: 'ERROR', error: problemOf(error) }));
  }
});

/** Forgets what the last actions said, on leaving the screen. */
export const resetLoginDetailsOutcomesAtom = atom(null, (_get, set) => {
  set(loginEmailAtom, { status: 'none', error: null });
  set(passwordResetAtom, { status: 'none', error: null });
  set(emailVerificationAtom, { status: 'NONE', error: null });
});
