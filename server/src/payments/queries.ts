import { randomBytes } from 'node:crypto';
import type { BankDetails, RecurringPayment, SavedCard } from '@harakeke/contract';
import type { Database } from '../db/client.js';

/** A database or an open transaction: what reads and writes that take part in a transaction accept. */
export type Queryable = Pick<Database, 'query'>;

/** NZD off each bill for a recurring payment, by method (the demo retailer's offer). */
export const recurringDiscounts = { directDebit: 2, creditCard: 0 } as const;

/** The customer's selected billing account id, or null. */
export async function selectedAccountId(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM billing_accounts WHERE customer_id = $1 AND is_selected',
    [customerId],
  );
  return row?.id ?? null;
}

export async function findSavedCard(db: Queryable, billingAccountId: string): Promise<SavedCard | null> {
  const [row] = await db.query<SavedCard>(
    'SELECT brand, last4, expiry, holder FROM saved_cards WHERE billing_account_id = $1',
    [billingAccountId],
  );
  return row ?? null;
}

export async function deleteCard(db: Database, billingAccountId: string): Promise<boolean> {
  return (
    (await db.query('DELETE FROM saved_cards WHERE billing_account_id = $1 RETURNING brand', [billingAccountId]))
      .length === 1
  );
}

/** An account number shown with all but its suffix hidden: '38-••••-•••••78-000'. */
function maskAccountNumber(number: string): string {
  const [bank = '', , account = '', suffix = ''] = number.split('-');
  return `${bank}-••••-•••••${account.slice(-2)}-${suffix}`;
}

export async function findRecurringPayment(db: Queryable, billingAccountId: string): Promise<RecurringPayment> {
  const [row] = await db.query<{
    method: 'directDebit' | 'creditCard';
    holder: string | null;
    issuer: string | null;
    account_number: string | null;
    card_brand: string | null;
    card_last4: string | null;
    card_expiry: string | null;
    card_holder: string | null;
  }>(
    `SELECT method, holder, issuer, account_number, card_brand, card_last4, card_expiry, card_holder
       FROM recurring_payments WHERE billing_account_id = $1`,
    [billingAccountId],
  );
  const discount = row ? recurringDiscounts[row.method] : 0;
  return {
    paymentMethod: row?.method ?? 'none',
    canDeleteRecurring: true,
    hasDiscount: discount > 0,
    recurringPaymentDiscount: discount,
    directDebit:
      row?.method === 'directDebit'
        ? {
            holder: row.holder ?? '',
            issuer: row.issuer ?? '',
            maskedNumber: maskAccountNumber(row.account_number ?? ''),
          }
        : null,
    card:
      row?.method === 'creditCard' && row.card_brand && row.card_last4 && row.card_expiry
        ? { brand: row.card_brand, last4: row.card_last4, expiry: row.card_expiry, holder: row.card_holder ?? '' }
        : null,
  };
}

export async function deleteRecurring(db: Database, billingAccountId: string): Promise<boolean> {
  return (
    (
      await db.query('DELETE FROM recurring_payments WHERE billing_account_id = $1 RETURNING method', [
        billingAccountId,
      ])
    ).length === 1
  );
}

/** Sets up (or replaces) the account's recurring direct debit. */
export async function saveDirectDebit(db: Database, billingAccountId: string, bank: BankDetails) {
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
 * Card flows (issue 6 §5): the stand-in card provider's sessions, the cards they leave behind, and card payments.
 * A card is kept as brand, last four digits, expiry and holder's name only.
 */

export type CardSessionPurpose = 'savedCard' | 'recurringCard' | 'cardPayment';
export type CardSessionOutcome = 'success' | 'error' | 'cancelled';

/** spec 1 §3 cardPayment rate: the card fee in percent of the amount paid (the demo retailer's). */
export const CARD_FEE_RATE_PERCENT = 1.5;

/** How far one card payment may go past the balance, paying in advance: $1,000.00. */
export const ADVANCE_PAYMENT_CAP_CENTS = 100_000;

/** A hosted card page lasts 15 minutes, like a provider's checkout session. */
export const CARD_SESSION_TTL_SECONDS = 15 * 60;

/** The card fee in cents, rounded to the nearest cent. */
export function cardFeeCents(amountCents: number): number {
  return Math.round((amountCents * CARD_FEE_RATE_PERCENT) / 100);
}

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
      CARD_SESSION_TTL_SECONDS,
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
export async function saveCard(db: Queryable, billingAccountId: string, card: SavedCard) {
  await db.query(
    `INSERT INTO saved_cards (billing_account_id, brand, last4, expiry, holder) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (billing_account_id) DO UPDATE SET brand = EXCLUDED.brand, last4 = EXCLUDED.last4,
       expiry = EXCLUDED.expiry, holder = EXCLUDED.holder`,
    [billingAccountId, card.brand, card.last4, card.expiry, card.holder],
  );
}

/** Makes this card the one that pays the account's bills (replacing a direct debit, if any). */
export async function saveRecurringCard(db: Queryable, billingAccountId: string, card: SavedCard) {
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

/** The account's balance in cents (positive: owed), or null when there is no such account. */
export async function balanceCents(db: Queryable, billingAccountId: string): Promise<number | null> {
  const [row] = await db.query<{ cents: string }>(
    'SELECT balance_current_cents::text AS cents FROM billing_accounts WHERE id = $1',
    [billingAccountId],
  );
  return row ? Number(row.cents) : null;
}

export interface CardPaymentRecord {
  reference: string;
  status: 'MADE' | 'FAILED';
  amountCents: number;
  feeCents: number;
}

/**
 * Records a card payment; a payment made also comes off the account's balance. Call it in a transaction, so the
 * payment and its effect on the balance persist together.
 */
export async function recordCardPayment(
  db: Queryable,
  payment: {
    billingAccountId: string;
    amountCents: number;
    made: boolean;
    withToken: boolean;
    card: Pick<SavedCard, 'brand' | 'last4'>;
  },
): Promise<CardPaymentRecord> {
  const reference = `CP-${randomBytes(5).toString('hex').toUpperCase()}`;
  const feeCents = payment.made ? cardFeeCents(payment.amountCents) : 0;
  await db.query(
    `INSERT INTO card_payments (reference, billing_account_id, amount_cents, fee_cents, status, with_token,
       card_brand, card_last4)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      reference,
      payment.billingAccountId,
      payment.amountCents,
      feeCents,
      payment.made ? 'MADE' : 'FAILED',
      payment.withToken,
      payment.card.brand,
      payment.card.last4,
    ],
  );
  if (payment.made) {
    await db.query('UPDATE billing_accounts SET balance_current_cents = balance_current_cents - $2 WHERE id = $1', [
      payment.billingAccountId,
      payment.amountCents,
    ]);
  }
  return { reference, status: payment.made ? 'MADE' : 'FAILED', amountCents: payment.amountCents, feeCents };
}

export async function findCardPayment(db: Queryable, reference: string): Promise<CardPaymentRecord | null> {
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
