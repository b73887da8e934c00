import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.js';

/*
 * The stand-in card provider's hosted page sessions (spec 1 §4, §5). A session's life (15 minutes) is kept by the
 * database's clock, the system's, on purpose: like a sign-in token's, it guards the real world, not the demo's
 * calendar (src/clock.ts), and no customer-facing date or rule reads these instants.
 */

export type CardSessionPurpose = 'savedCard' | 'recurringCard' | 'cardPayment';
export type CardSessionOutcome = 'success' | 'error' | 'cancelled';

export interface CardSessionRow {
  id: string;
  customerId: string;
  billingAccountId: string;
  purpose: CardSessionPurpose;
  returnPath: string;
  amountCents: number | null;
  expired: boolean;
  usedAt: string | null;
  outcome: CardSessionOutcome | null;
  canUpdateCCV: boolean;
  paymentReference: string | null;
}

/** What a session of the hosted card page is opened for: whose account, why, where it returns, what it charges. */
export interface CardSessionRequest {
  customerId: string;
  billingAccountId: string;
  purpose: CardSessionPurpose;
  returnPath: string;
  amountCents?: number;
}

/** Opens a hosted card page session; its id is random and opaque (192 bits), and the only key to the page. */
export async function createCardSession(
  db: Queryable,
  session: CardSessionRequest & { expiresInSeconds: number },
): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  // The system's time on purpose, as for every instant of a session (see above).
  await db.query(
    `INSERT INTO card_sessions (id, customer_id, billing_account_id, purpose, return_path, amount_cents, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      id,
      session.customerId,
      session.billingAccountId,
      session.purpose,
      session.returnPath,
      session.amountCents ?? null,
      session.expiresInSeconds,
    ],
  );
  return id;
}

// Expired by the system's time on purpose, as for every instant of a session (see above).
const cardSessionColumns = `id, customer_id, billing_account_id, purpose, return_path, amount_cents::text AS amount_cents,
  expires_at <= now() AS expired, used_at::text AS used_at, outcome, can_update_ccv, payment_reference`;

interface CardSessionDbRow {
  id: string;
  customer_id: string;
  billing_account_id: string;
  purpose: CardSessionPurpose;
  return_path: string;
  amount_cents: string | null;
  expired: boolean;
  used_at: string | null;
  outcome: CardSessionOutcome | null;
  can_update_ccv: boolean;
  payment_reference: string | null;
}

function toCardSession(row: CardSessionDbRow): CardSessionRow {
  return {
    id: row.id,
    customerId: row.customer_id,
    billingAccountId: row.billing_account_id,
    purpose: row.purpose,
    returnPath: row.return_path,
    amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
    expired: row.expired,
    usedAt: row.used_at,
    outcome: row.outcome,
    canUpdateCCV: row.can_update_ccv,
    paymentReference: row.payment_reference,
  };
}

/** A session by id, whatever its state; the card page decides what a used or expired one shows. */
export async function findCardSession(db: Queryable, id: string): Promise<CardSessionRow | null> {
  const [row] = await db.query<CardSessionDbRow>(`SELECT ${cardSessionColumns} FROM card_sessions WHERE id = $1`, [id]);
  return row ? toCardSession(row) : null;
}

/** One customer's session; another customer's reads as missing. */
export async function findCustomerCardSession(
  db: Queryable,
  customerId: string,
  id: string,
): Promise<CardSessionRow | null> {
  const [row] = await db.query<CardSessionDbRow>(
    `SELECT ${cardSessionColumns} FROM card_sessions WHERE id = $1 AND customer_id = $2`,
    [id, customerId],
  );
  return row ? toCardSession(row) : null;
}

/**
 * Uses a session up: true when it was open and unexpired. Checking and marking are one statement, so a page
 * submitted twice at once completes once.
 */
export async function claimCardSession(db: Queryable, id: string): Promise<boolean> {
  // The system's time on purpose, as for every instant of a session (see above).
  const rows = await db.query(
    `UPDATE card_sessions SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id`,
    [id],
  );
  return rows.length === 1;
}

export async function recordCardSessionOutcome(
  db: Queryable,
  id: string,
  outcome: { outcome: CardSessionOutcome; canUpdateCCV: boolean; paymentReference: string | null },
) {
  await db.query('UPDATE card_sessions SET outcome = $2, can_update_ccv = $3, payment_reference = $4 WHERE id = $1', [
    id,
    outcome.outcome,
    outcome.canUpdateCCV,
    outcome.paymentReference,
  ]);
}
