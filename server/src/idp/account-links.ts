import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/client.js';
import { endIdentitySessions } from './adapter.js';
import { sendToOutbox } from './magic-links.js';
import { hashPassword } from './passwords.js';

/**
 * The emailed links of account settings (spec 1 §4 and §7): a password reset and an email verification. Each token
 * is 32 random bytes; only its hash is stored (migration 19), so the table cannot be used to open a link, and
 * neither the token nor the link is ever logged.
 */
export type AccountLinkPurpose = 'password-reset' | 'email-verification' | 'email-change' | 'email-change-undo';

/** Where the links open: outside /idp, which oidc-provider answers; Hono serves these pages (account-link-routes.ts). */
export const ACCOUNT_LINKS = '/idp-account';
export const PASSWORD_RESET_PATH = `${ACCOUNT_LINKS}/reset-password`;
export const EMAIL_VERIFICATION_PATH = `${ACCOUNT_LINKS}/verify-email`;

/** A reset link is as good as the password for its hour; a verification link proves less, so it lasts a day. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

export const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A token that has the shape of ours: anything else is refused before the database is asked. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export async function createAccountLink(
  db: Queryable,
  purpose: AccountLinkPurpose,
  customer: { id: string; email: string },
  ttlSeconds: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO account_links (token_hash, purpose, customer_id, email, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashOf(token), purpose, customer.id, customer.email, ttlSeconds],
  );
  return token;
}

/**
 * Emails a password-reset link to the customer's login address (the development outbox stands in for the mail
 * server). The link carries the path only: the mail's sender puts the public origin before it, so no request's
 * Host header can choose where a reset link points.
 */
export async function sendPasswordResetLink(db: Database, customer: { id: string; email: string }): Promise<void> {
  const token = await createAccountLink(db, 'password-reset', customer, PASSWORD_RESET_TTL_SECONDS);
  await sendToOutbox(db, {
    to: customer.email,
    subject: 'Set a new password',
    body: 'Open this link to set a new password for your account. It works once, for an hour. If you didn’t ask for it, you can ignore this email: your password stays as it is.',
    link: `${PASSWORD_RESET_PATH}/${token}`,
  });
}

/** Emails a link that verifies the customer's login address (spec 1 §8), to that address. */
export async function sendEmailVerificationLink(db: Database, customer: { id: string; email: string }): Promise<void> {
  const token = await createAccountLink(db, 'email-verification', customer, EMAIL_VERIFICATION_TTL_SECONDS);
  await sendToOutbox(db, {
    to: customer.email,
    subject: 'Verify your email address',
    body: 'Open this link to confirm this is your email address. It works once, for 24 hours.',
    link: `${EMAIL_VERIFICATION_PATH}/${token}`,
  });
}

/** Whether a reset link can still be used (unused, unexpired): the set-password form is shown only then. */
export async function isLivePasswordResetLink(db: Queryable, token: string): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const rows = await db.query<{ customer_id: string }>(
    `SELECT customer_id FROM account_links
      WHERE token_hash = $1 AND purpose = 'password-reset' AND used_at IS NULL AND expires_at > now()`,
    [hashOf(token)],
  );
  return rows.length === 1;
}

/**
 * Uses a reset link to set a new password: false when the link is unknown, used or expired. Marking it used and
 * setting the password are one transaction, and the mark is a conditional update, so a link sets a password once
 * even when submitted twice at once. Every other way in ends with it (endEveryWayIn; OWASP's session management
 * guidance, the spec is silent): the customer's other reset links and emailed sign-in links, and the identity
 * provider's sessions, grants and tokens, so a portal signed in elsewhere gets 401 at its next call and its refresh is
 * refused, and whoever reset the password signs in with the new one.
 */
export async function resetPassword(db: Database, token: string, password: string): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx.query<{ customer_id: string }>(
      `UPDATE account_links SET used_at = now()
        WHERE token_hash = $1 AND purpose = 'password-reset' AND used_at IS NULL AND expires_at > now()
        RETURNING customer_id`,
      [hashOf(token)],
    );
    if (!link) return false;
    await tx.query('UPDATE customers SET password_hash = $2 WHERE id = $1', [link.customer_id, passwordHash]);
    await endEveryWayIn(tx, link.customer_id);
    return true;
  });
}

/**
 * Ends every way into the customer's account but the password: the identity provider's sessions, grants and tokens,
 * the sign-in links sent by email, the reset links and the changes of login email not used yet. What a new password, or a new login address, is
 * set for must leave nothing an earlier holder of the account (a stolen token, a mailbox read) could still use.
 */
export async function endEveryWayIn(tx: Queryable, customerId: string): Promise<void> {
  await tx.query('UPDATE magic_links SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL', [customerId]);
  await tx.query(
    `UPDATE account_links SET used_at = now()
      WHERE customer_id = $1 AND purpose IN ('password-reset', 'email-change') AND used_at IS NULL`,
    [customerId],
  );
  await endIdentitySessions(tx, customerId);
}

/**
 * Uses a verification link: 'verified' when it marked the login address verified; 'unusable' when it is unknown,
 * used or expired, or names an address the login no longer has (the email changed after it was sent).
 */
export async function verifyEmail(db: Database, token: string): Promise<'verified' | 'unusable'> {
  if (!isTokenShaped(token)) return 'unusable';
  return db.transaction(async (tx) => {
    const [link] = await tx.query<{ customer_id: string; email: string }>(
      `UPDATE account_links SET used_at = now()
        WHERE token_hash = $1 AND purpose = 'email-verification' AND used_at IS NULL AND expires_at > now()
        RETURNING customer_id, email`,
      [hashOf(token)],
    );
    if (!link) return 'unusable';
    const verified = await tx.query<{ id: string }>(
      'UPDATE customers SET email_verified = true WHERE id = $1 AND lower(email) = lower($2) RETURNING id',
      [link.customer_id, link.email],
    );
    return verified.length === 1 ? 'verified' : 'unusable';
  });
}
