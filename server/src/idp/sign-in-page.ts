import type { Brand } from '@harakeke/themes';
import { escapeHtml } from '../http/html.js';
import { brandedPage } from './page.js';

export interface SignInPageState {
  uid: string;
  /** What the customer typed, kept when the sign-in fails. */
  email?: string;
  error?: string;
}

/** The normal-policy sign-in form (email and password). */
export function signInPage(brand: Brand, { uid, email = '', error }: SignInPageState): string {
  const action = `/idp/interaction/${encodeURIComponent(uid)}`;
  const errorId = 'sign-in-error';
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  return brandedPage(
    brand,
    'Sign in',
    `<h1>Sign in to your account</h1>
${error ? `<p class="error" role="alert" id="${errorId}">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}/login" novalidate>
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${error ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<a class="secondary" href="${action}/forgot-password">Forgot your password?</a>
<a class="secondary" href="${action}/abort">Cancel and go back</a>`,
  );
}

/**
 * A sign-in page that can no longer be used: a bookmarked or made-up address, Back after signing in, or a sign-in left
 * open past its hour. Only the portal can start another (it keeps the code verifier), so the link goes there.
 */
export function signInExpiredPage(brand: Brand): string {
  return brandedPage(
    brand,
    'Sign-in expired',
    `<h1>This sign-in has expired</h1>
<p>A sign-in page works once, for an hour. Start a new sign-in to continue.</p>
<a class="secondary" href="/login">Start a new sign-in</a>`,
  );
}
