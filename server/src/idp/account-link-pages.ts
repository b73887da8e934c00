import type { Brand } from '@harakeke/themes';
import { escapeHtml } from '../http/html.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rule.js';
import { brandedPage } from './page.js';

/** Where a verified customer goes back to: the portal's account details (spec 1 §3, profile). */
export const PORTAL_PROFILE_PATH = '/account/profile';

/** Which field a set-password error is about, so the message is linked to that field. */
export type PasswordField = 'password' | 'confirmation';

/**
 * The set-password form of a reset link (spec 1 §5's rule). On an error neither password is put back into the page:
 * only the link's own address (its action) and the message.
 */
export function setPasswordPage(
  brand: Brand,
  { action, error }: { action: string; error?: { field: PasswordField; message: string } },
): string {
  const hintId = 'password-hint';
  const errorId = 'password-error';
  const describedBy = (field: PasswordField) => {
    const ids = [field === 'password' ? hintId : '', error?.field === field ? errorId : ''].filter(Boolean);
    return ids.length ? ` aria-describedby="${ids.join(' ')}"` : '';
  };
  const invalid = (field: PasswordField) => (error?.field === field ? ' aria-invalid="true"' : '');
  const focus = (field: PasswordField) => ((error?.field ?? 'password') === field ? ' autofocus' : '');
  return brandedPage(
    brand,
    'Set a new password',
    `<h1>Set a new password</h1>
${error ? `<p class="error" role="alert" id="${errorId}">${escapeHtml(error.message)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="password">New password</label>
<p class="hint" id="${hintId}">${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, without spaces.</p>
<input id="password" name="password" type="password" autocomplete="new-password" required${describedBy('password')}${invalid('password')}${focus('password')}>
<label for="confirmation">New password again</label>
<input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required${describedBy('confirmation')}${invalid('confirmation')}${focus('confirmation')}>
<button type="submit">Set password</button>
</form>`,
  );
}

/** After a reset: the next sign-in takes the new password. */
export function passwordSetPage(brand: Brand): string {
  return brandedPage(
    brand,
    'Password changed',
    `<h1>Your password has been changed</h1>
<p role="status">Sign in with your new password from now on.</p>
<a class="secondary" href="/login">Sign in</a>`,
  );
}

/** A reset link that is unknown, already used or past its hour. */
export function resetLinkUnusablePage(brand: Brand): string {
  return brandedPage(
    brand,
    'The link has expired',
    `<h1>This link can’t be used any more</h1>
<p>A link to set a new password works once, for an hour, and this one has been used or has expired. Ask for a new one with ‘Forgot your password?’ on the sign-in page.</p>
<a class="secondary" href="/login">Go to sign in</a>`,
  );
}

/** A verification link that did its work (spec 1 §8: the portal's bar then stops saying the address isn't verified). */
export function emailVerifiedPage(brand: Brand): string {
  return brandedPage(
    brand,
    'Email address verified',
    `<h1>Your email address is verified</h1>
<p role="status">Thank you: we’ll use this address to contact you about your account.</p>
<a class="secondary" href="${PORTAL_PROFILE_PATH}">Back to your account details</a>`,
  );
}

/** A verification link that is unknown, already used, expired, or for an address the login no longer has. */
export function verificationLinkUnusablePage(brand: Brand): string {
  return brandedPage(
    brand,
    'The link has expired',
    `<h1>This link can’t be used any more</h1>
<p>A verification link works once, for 24 hours, and only for the address it was sent to. This one has been used, has expired, or your login email has changed since. You can ask for a new one in your account details.</p>
<a class="secondary" href="${PORTAL_PROFILE_PATH}">Go to your account details</a>`,
  );
}

/** 'Forgot your password?' from the sign-in page: the email address to send a reset link to. */
export function forgotPasswordPage(
  brand: Brand,
  { uid, email = '', error }: { uid: string; email?: string; error?: string },
): string {
  const interaction = `/idp/interaction/${encodeURIComponent(uid)}`;
  const errorId = 'forgot-password-error';
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  return brandedPage(
    brand,
    'Forgot your password?',
    `<h1>Forgot your password?</h1>
<p>Enter the email address you sign in with. We’ll email it a link to set a new password.</p>
${error ? `<p class="error" role="alert" id="${errorId}">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${interaction}/forgot-password" novalidate>
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}"${invalid}>
<button type="submit">Email me a link</button>
</form>
<a class="secondary" href="${interaction}">Back to sign in</a>`,
  );
}

/** After asking: the same words whether or not the address has an account, so none can be probed. */
export function resetLinkSentPage(brand: Brand, uid: string): string {
  return brandedPage(
    brand,
    'Check your email',
    `<h1>Check your email</h1>
<p role="status">If an account uses this address, we’ve sent it a link to set a new password. The link works once, for an hour.</p>
<a class="secondary" href="/idp/interaction/${encodeURIComponent(uid)}">Back to sign in</a>`,
  );
}

/** The link of a change of login email, opened in the new mailbox: the change is made (email-change.ts). */
export function emailChangedPage(brand: Brand, email: string): string {
  return brandedPage(
    brand,
    'Login email changed',
    `<h1>Your login email is changed</h1>
<p role="status">From now on you sign in with ${escapeHtml(email)}. We’ve signed you out everywhere, so sign in again with it.</p>
<a class="secondary" href="${PORTAL_PROFILE_PATH}">Sign in</a>`,
  );
}

/** A change's link that was used, expired, replaced by a newer change, or names an address another login took. */
export function emailChangeUnusablePage(brand: Brand, reason: 'unusable' | 'in-use'): string {
  const why =
    reason === 'in-use'
      ? 'Another login uses this address now, so your login email stays as it was.'
      : 'A link to change your login email works once, for 24 hours, and a newer change replaces it. This one has been used, has expired or was replaced.';
  return brandedPage(
    brand,
    'The link has expired',
    `<h1>This link can’t be used any more</h1>
<p>${why} You can start the change again in your account details.</p>
<a class="secondary" href="${PORTAL_PROFILE_PATH}">Go to your account details</a>`,
  );
}

/** The undo link of the notice to the old address: the login email is that address again. */
export function emailChangeUndonePage(brand: Brand, email: string): string {
  return brandedPage(
    brand,
    'Login email kept',
    `<h1>Your login email is ${escapeHtml(email)}</h1>
<p role="status">We’ve stopped the change and signed out every device. If you didn’t ask for it, someone may know your password: sign in and choose ‘Forgot your password?’ to set a new one.</p>
<a class="secondary" href="${PORTAL_PROFILE_PATH}">Sign in</a>`,
  );
}

/** An undo link that was used or has expired. */
export function emailChangeUndoUnusablePage(brand: Brand): string {
  return brandedPage(
    brand,
    'The link has expired',
    `<h1>This link can’t be used any more</h1>
<p>A link to keep your login email works once, for 7 days. If your login email was changed without you, <a href="/contact-us">contact us</a>.</p>
<a class="secondary" href="${PORTAL_PROFILE_PATH}">Go to your account details</a>`,
  );
}

/** A change's link, opened: what it will do, and the button that does it (opening a link alone changes nothing). */
export function confirmEmailChangePage(brand: Brand, { action, email }: { action: string; email: string }): string {
  return brandedPage(
    brand,
    'Confirm your new login email',
    `<h1>Make ${escapeHtml(email)} your login email?</h1>
<p>You’ll sign in with it from now on, and we’ll sign you out everywhere so you can sign in again with it.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Change my login email</button></form>`,
  );
}

/** The undo link of the notice to the old address, opened: what it will do, and its button. */
export function undoEmailChangePage(brand: Brand, { action, email }: { action: string; email: string }): string {
  return brandedPage(
    brand,
    'Keep your login email',
    `<h1>Keep ${escapeHtml(email)} as your login email?</h1>
<p>This stops the change, or undoes it, and signs out every device.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Keep this address</button></form>`,
  );
}
