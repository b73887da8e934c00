import { randomBytes } from 'node:crypto';
import type { BankDetails } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';
import type { RecurringMethod } from '../recurring-payments/rules.js';

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

/** Sets up (or replaces) the account's recurring direct debit. */
export async function saveDirectDebit(db: Queryable, billingAccountId: string, bank: BankDetails) {
  // set_up_at keeps the database's time: an audit column; the discount goes by recurring_payment_periods' days.
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
 * Card flows (spec 1 §4, §5): the cards the hosted page's sessions (card-sessions/) leave behind, and card payments. A
 * card is kept as brand, last four digits, expiry and holder's name only.
 */

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
  // set_up_at keeps the database's time: an audit column; the discount goes by recurring_payment_periods' days.
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
