import { randomBytes } from 'node:crypto';
import type { BankDetails } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';
import type { RecurringMethod } from './rules.js';

/** The customer's selected billing account id, or null. */
export async function findSelectedAccountId(db: Queryable, customerId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM billing_accounts WHERE customer_id = $1 AND is_selected',
    [customerId],
  );
  return row?.id ?? null;
}

/** A saved card as it is kept: what identifies it to its owner, never its number or security code. */
export interface SavedCardRow {
  brand: string;
  last4: string;
  expiry: string;
  holder: string;
}

export async function findSavedCard(db: Queryable, billingAccountId: string): Promise<SavedCardRow | null> {
  const [row] = await db.query<SavedCardRow>(
    'SELECT brand, last4, expiry, holder FROM saved_cards WHERE billing_account_id = $1',
    [billingAccountId],
  );
  return row ?? null;
}

export async function deleteCard(db: Queryable, billingAccountId: string): Promise<boolean> {
  return (
    (await db.query('DELETE FROM saved_cards WHERE billing_account_id = $1 RETURNING brand', [billingAccountId]))
      .length === 1
  );
}

export interface RecurringPaymentRow {
  method: RecurringMethod;
  holder: string | null;
  issuer: string | null;
  account_number: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_expiry: string | null;
  card_holder: string | null;
}

/** The account's recurring payment, if it has one. */
export async function findRecurringPaymentRow(
  db: Queryable,
  billingAccountId: string,
): Promise<RecurringPaymentRow | undefined> {
  const [row] = await db.query<RecurringPaymentRow>(
    `SELECT method, holder, issuer, account_number, card_brand, card_last4, card_expiry, card_holder
       FROM recurring_payments WHERE billing_account_id = $1`,
    [billingAccountId],
  );
  return row;
}

export async function deleteRecurring(db: Queryable, billingAccountId: string): Promise<boolean> {
  return (
    (
      await db.query('DELETE FROM recurring_payments WHERE billing_account_id = $1 RETURNING method', [
        billingAccountId,
      ])
    ).length === 1
  );
}

/**
 * Records that the account pays by `method` from `today`: a period of another method ends today; a period of the same
 * method carries on (new bank details or a new card are the same way of paying).
 */
export async function startRecurringPeriod(
  db: Queryable,
  billingAccountId: string,
  method: RecurringMethod,
  today: string,
) {
  await endRecurringPeriod(db, billingAccountId, today, { unless: method });
  await db.query(
    `INSERT INTO recurring_payment_periods (billing_account_id, method, started_on) VALUES ($1, $2, $3)
     ON CONFLICT (billing_account_id) WHERE ended_on IS NULL DO NOTHING`,
    [billingAccountId, method, today],
  );
}

/** Ends the account's open period of paying automatically (of any method but `unless`) on `today`. */
export async function endRecurringPeriod(
  db: Queryable,
  billingAccountId: string,
  today: string,
  { unless }: { unless?: RecurringMethod } = {},
) {
  // A clock set back (a demo's) never ends a period before it began.
  await db.query(
    `UPDATE recurring_payment_periods SET ended_on = GREATEST(started_on, $2::date)
      WHERE billing_account_id = $1 AND ended_on IS NULL AND method IS DISTINCT FROM $3`,
    [billingAccountId, today, unless ?? null],
  );
}

/** Every period the account has paid automatically, oldest first. */
export function recurringPeriodRows(
  db: Queryable,
  billingAccountId: string,
): Promise<Array<{ method: RecurringMethod; started_on: string; ended_on: string | null }>> {
  return db.query(
    `SELECT method, to_char(started_on, 'YYYY-MM-DD') AS started_on, to_char(ended_on, 'YYYY-MM-DD') AS ended_on
       FROM recurring_payment_periods WHERE billing_account_id = $1 ORDER BY started_on, id`,
    [billingAccountId],
  );
}

/** Sets up (or replaces) the account's recurring direct debit. */
export async function saveDirectDebit(db: Queryable, billingAccountId: string, bank: BankDetails) {
  await db.query(
    `INSERT INTO recurring_payments (billing_account_id, method, holder, issuer, account_number, payment_information,
       customer_name, mobile)
     VALUES ($1, 'directDebit', $2, $3, $4, $5, $6, $7)
     ON CONFLICT (billing_account_id) DO UPDATE SET method = 'directDebit', holder = EXCLUDED.holder,
       issuer = EXCLUDED.issuer, account_number = EXCLUDED.account_number,
       payment_information = EXCLUDED.payment_information, customer_name = EXCLUDED.customer_name,
       mobile = EXCLUDED.mobile, card_brand = NULL, card_last4 = NULL, card_expiry = NULL, card_holder = NULL,
       set_up_at = now()`,
    [billingAccountId, bank.holder, bank.issuer, bank.number, bank.paymentInformation, bank.customerName, bank.mobile],
  );
}

/*
 * Card flows (spec 1 §4, §5): the stand-in card provider's sessions, the cards they leave behind, and card payments.
 * A card is kept as brand, last four digits, expiry and holder's name only.
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

/** Opens a hosted card page session; its id is random and opaque (192 bits), and the only key to the page. */
export async function createCardSession(
  db: Queryable,
  session: {
    customerId: string;
    billingAccountId: string;
    purpose: CardSessionPurpose;
    returnPath: string;
    amountCents?: number;
    expiresInSeconds: number;
  },
): Promise<string> {
  const id = randomBytes(24).toString('base64url');
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

/** Adds or replaces the account's saved card. */
export async function saveCard(db: Queryable, billingAccountId: string, card: SavedCardRow) {
  await db.query(
    `INSERT INTO saved_cards (billing_account_id, brand, last4, expiry, holder) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (billing_account_id) DO UPDATE SET brand = EXCLUDED.brand, last4 = EXCLUDED.last4,
       expiry = EXCLUDED.expiry, holder = EXCLUDED.holder`,
    [billingAccountId, card.brand, card.last4, card.expiry, card.holder],
  );
}

/** Makes this card the one that pays the account's bills (replacing a direct debit, if any). */
export async function saveRecurringCard(db: Queryable, billingAccountId: string, card: SavedCardRow) {
  await db.query(
    `INSERT INTO recurring_payments (billing_account_id, method, card_brand, card_last4, card_expiry, card_holder)
     VALUES ($1, 'creditCard', $2, $3, $4, $5)
     ON CONFLICT (billing_account_id) DO UPDATE SET method = 'creditCard', holder = NULL, issuer = NULL,
       account_number = NULL, payment_information = NULL, customer_name = NULL, mobile = NULL,
       card_brand = EXCLUDED.card_brand, card_last4 = EXCLUDED.card_last4, card_expiry = EXCLUDED.card_expiry,
       card_holder = EXCLUDED.card_holder, set_up_at = now()`,
    [billingAccountId, card.brand, card.last4, card.expiry, card.holder],
  );
}

export interface CardPaymentRow {
  reference: string;
  status: 'MADE' | 'FAILED';
  amountCents: number;
  feeCents: number;
}

/** Records a card payment, made or failed, under a new reference (what it answers). */
export async function insertCardPayment(
  db: Queryable,
  payment: Omit<CardPaymentRow, 'reference'> & {
    billingAccountId: string;
    withToken: boolean;
    card: Pick<SavedCardRow, 'brand' | 'last4'>;
    /** Epoch ms, from the business clock. */
    paidAt: number;
  },
): Promise<string> {
  const reference = `CP-${randomBytes(5).toString('hex').toUpperCase()}`;
  await db.query(
    `INSERT INTO card_payments (reference, billing_account_id, amount_cents, fee_cents, status, with_token,
       card_brand, card_last4, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      reference,
      payment.billingAccountId,
      payment.amountCents,
      payment.feeCents,
      payment.status,
      payment.withToken,
      payment.card.brand,
      payment.card.last4,
      new Date(payment.paidAt).toISOString(),
    ],
  );
  return reference;
}

export async function findCardPayment(db: Queryable, reference: string): Promise<CardPaymentRow | null> {
  const [row] = await db.query<{
    reference: string;
    status: 'MADE' | 'FAILED';
    amount_cents: string;
    fee_cents: string;
  }>(
    'SELECT reference, status, amount_cents::text AS amount_cents, fee_cents::text AS fee_cents FROM card_payments WHERE reference = $1',
    [reference],
  );
  return row
    ? {
        reference: row.reference,
        status: row.status,
        amountCents: Number(row.amount_cents),
        feeCents: Number(row.fee_cents),
      }
    : null;
}

/** How long a saved-card payment of the same amount counts as the same payment sent again (spec 1 §4 IN_USE). */
const REPEAT_PAYMENT_WINDOW_SECONDS = 120;

/**
 * Whether the account paid this amount by card within the last couple of minutes. Locks the account's row for the
 * rest of the transaction, so a payment recorded after this check is seen by the next one.
 */
export async function paidMomentsAgo(
  db: Queryable,
  { billingAccountId, amountCents, now }: { billingAccountId: string; amountCents: number; now: number },
): Promise<boolean> {
  await db.query('SELECT id FROM billing_accounts WHERE id = $1 FOR UPDATE', [billingAccountId]);
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM card_payments
        WHERE billing_account_id = $1 AND amount_cents = $2 AND status = 'MADE'
          AND paid_at > $3::timestamptz - make_interval(secs => $4)) AS found`,
    [billingAccountId, amountCents, new Date(now).toISOString(), REPEAT_PAYMENT_WINDOW_SECONDS],
  );
  return row?.found ?? false;
}
