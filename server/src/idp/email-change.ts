import type { Database, Queryable } from '../db/client.js';
import { ACCOUNT_LINKS, createAccountLink, endEveryWayIn, hashOf, isTokenShaped } from './account-links.js';
import { sendToOutbox } from './magic-links.js';

/*
 * A change of login email, as trusted sign-in systems make it (the spec is silent; changeEmail of spec 1 §7 starts
 * it): it takes effect only when the customer opens the link sent to the new address, which proves the mailbox is
 * theirs; the old address is told at once, with a link that undoes the change; and when either link is used, every
 * other way into the account ends (endEveryWayIn), so whoever started a change with a stolen token is signed out.
 */

export const EMAIL_CHANGE_PATH = `${ACCOUNT_LINKS}/confirm-email-change`;
export const EMAIL_CHANGE_UNDO_PATH = `${ACCOUNT_LINKS}/undo-email-change`;

/** The new address has a day to be confirmed; the old one a week to undo the change, long after it completed. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;
export const EMAIL_CHANGE_UNDO_TTL_SECONDS = 7 * 24 * 60 * 60;

/** PostgreSQL's unique_violation: another login took the address (migration 19's index). */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** An address shown in a notice to the old mailbox: enough to recognise, not the whole of someone else's address. */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(local.length - 1, 1))}@${domain}`;
}

/**
 * Starts a change of the customer's login email to `newEmail`: a link to confirm it, to the new address, and a notice
 * with a link to undo it, to the current one. A change started before and not confirmed ends.
 */
export async function startEmailChange(
  db: Database,
  customer: { id: string; email: string },
  newEmail: string,
): Promise<void> {
  const tokens = await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE account_links SET used_at = now() WHERE customer_id = $1 AND purpose = 'email-change' AND used_at IS NULL`,
      [customer.id],
    );
    return {
      confirm: await createAccountLink(
        tx,
        'email-change',
        { id: customer.id, email: newEmail },
        EMAIL_CHANGE_TTL_SECONDS,
      ),
      undo: await createAccountLink(tx, 'email-change-undo', customer, EMAIL_CHANGE_UNDO_TTL_SECONDS),
    };
  });
  await sendToOutbox(db, {
    to: newEmail,
    subject: 'Confirm your new login email',
    body: 'Open this link to make this your login email. It works once, for 24 hours. Until then you sign in with your current address. If you didn’t ask for this, ignore this email: nothing changes.',
    link: `${EMAIL_CHANGE_PATH}/${tokens.confirm}`,
  });
  await sendToOutbox(db, {
    to: customer.email,
    subject: 'Your login email is being changed',
    body: `Someone signed in to your account asked to change its login email to ${maskedEmail(newEmail)}. If it was you, there is nothing to do. If it wasn’t, open this link: it keeps this address, signs out every device, and you can then set a new password. It works for 7 days.`,
    link: `${EMAIL_CHANGE_UNDO_PATH}/${tokens.undo}`,
  });
}

/**
 * The address a live link of a change names (the new one to confirm, or the old one to go back to); undefined for an
 * unknown, used or expired link. A read only: opening a link shows what it does, and only its button does it, so a mail
 * scanner that opens every link changes nothing.
 */
export async function liveEmailChangeLink(
  db: Queryable,
  token: string,
  purpose: 'email-change' | 'email-change-undo',
): Promise<string | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await db.query<{ email: string }>(
    `SELECT email FROM account_links
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [hashOf(token), purpose],
  );
  return row?.email;
}

/** The new login email waiting for its link to be opened; null when none is. */
export async function pendingEmailOf(db: Queryable, customerId: string): Promise<string | null> {
  const [row] = await db.query<{ email: string }>(
    `SELECT email FROM account_links
      WHERE customer_id = $1 AND purpose = 'email-change' AND used_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1`,
    [customerId],
  );
  return row?.email ?? null;
}

/**
 * Uses a confirmation link: the login email becomes the address it names, verified (its mailbox opened the link), and
 * every other way in ends. 'unusable' for an unknown, used or expired link; 'in-use' when another login took the
 * address meanwhile (the link is used up either way).
 */
export async function confirmEmailChange(
  db: Database,
  token: string,
): Promise<{ email: string } | 'unusable' | 'in-use'> {
  if (!isTokenShaped(token)) return 'unusable';
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx.query<{ customer_id: string; email: string }>(
        `UPDATE account_links SET used_at = now()
          WHERE token_hash = $1 AND purpose = 'email-change' AND used_at IS NULL AND expires_at > now()
          RETURNING customer_id, email`,
        [hashOf(token)],
      );
      if (!link) return 'unusable' as const;
      await tx.query('UPDATE customers SET email = $2, email_verified = true WHERE id = $1', [
        link.customer_id,
        link.email,
      ]);
      await endEveryWayIn(tx, link.customer_id);
      return { email: link.email };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The transaction rolled back: the link is used up on its own, so it cannot be tried again.
    await db.query(`UPDATE account_links SET used_at = now() WHERE token_hash = $1`, [hashOf(token)]);
    return 'in-use';
  }
}

/**
 * Uses an undo link: the login email goes back to the address it names (when another login has not taken it since),
 * a change still waiting is cancelled, and every way in ends, the undoing mailbox's owner then setting a new password.
 * 'unusable' for an unknown, used or expired link.
 */
export async function undoEmailChange(db: Database, token: string): Promise<{ email: string } | 'unusable'> {
  if (!isTokenShaped(token)) return 'unusable';
  return db.transaction(async (tx) => {
    const [link] = await tx.query<{ customer_id: string; email: string }>(
      `UPDATE account_links SET used_at = now()
        WHERE token_hash = $1 AND purpose = 'email-change-undo' AND used_at IS NULL AND expires_at > now()
        RETURNING customer_id, email`,
      [hashOf(token)],
    );
    if (!link) return 'unusable';
    await tx.query(
      `UPDATE customers SET email = $2, email_verified = true
        WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM customers other WHERE lower(other.email) = lower($2) AND other.id <> $1)`,
      [link.customer_id, link.email],
    );
    await endEveryWayIn(tx, link.customer_id);
    return { email: link.email };
  });
}
