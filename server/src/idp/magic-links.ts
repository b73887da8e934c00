import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/client.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Creates a single-use sign-in link token for an interaction; only its hash is stored. */
export async function createMagicLink(
  db: Database,
  customerId: string,
  uid: string,
  ttlSeconds: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO magic_links (token_hash, customer_id, interaction_uid, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashOf(token), customerId, uid, ttlSeconds],
  );
  return token;
}

/**
 * Uses a link: the customer it signs in, when the token is this interaction's, unexpired and unused; null
 * otherwise. Marking it used and checking it are one statement, so a link signs in once even if opened twice at once.
 */
export async function redeemMagicLink(db: Database, token: string, uid: string): Promise<string | null> {
  const [row] = await db.query<{ customer_id: string }>(
    `UPDATE magic_links SET used_at = now()
      WHERE token_hash = $1 AND interaction_uid = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING customer_id`,
    [hashOf(token), uid],
  );
  return row?.customer_id ?? null;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  sentAt: string;
}

/** Emails go to a development outbox (src/idp/outbox.ts) instead of a mail server. */
export async function sendToOutbox(db: Database, message: Omit<OutboxMessage, 'id' | 'sentAt'>) {
  await db.query('INSERT INTO outbox (to_email, subject, body, link) VALUES ($1, $2, $3, $4)', [
    message.to,
    message.subject,
    message.body,
    message.link,
  ]);
}

/**
 * The newest `limit` emails of the outbox, newest first (ids grow with each email). Ordered by the table's number,
 * not the selected column of the same name, which is its text ('99' after '100').
 */
export async function readOutbox(db: Database, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.query<{
    id: string;
    to_email: string;
    subject: string;
    body: string;
    link: string | null;
    sent_at: string;
  }>(
    `SELECT id::text, to_email, subject, body, link,
            to_char(sent_at AT TIME ZONE 'Pacific/Auckland', 'DD Mon YYYY HH24:MI:SS') AS sent_at
       FROM outbox ORDER BY outbox.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_email,
    subject: row.subject,
    body: row.body,
    link: row.link,
    sentAt: row.sent_at,
  }));
}
