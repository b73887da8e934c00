import type { Migration } from './migration.js';

/**
 * the stand-in card provider's sessions, card payments, and the card a recurring card payment uses
 * (it can differ from the saved card until the customer moves it over, spec 1 §4 'update the recurring card').
 * Only a card's brand, last four digits, expiry and holder's name are ever kept: never its number or security code.
 */
export const migration: Migration = {
  id: 12,
  name: 'card-sessions-and-card-payments',
  sql: `
    CREATE TABLE card_sessions (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      billing_account_id text NOT NULL REFERENCES billing_accounts(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('savedCard', 'recurringCard', 'cardPayment')),
      return_path text NOT NULL,
      amount_cents bigint CHECK (amount_cents > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      outcome text CHECK (outcome IN ('success', 'error', 'cancelled')),
      can_update_ccv boolean NOT NULL DEFAULT false,
      payment_reference text
    );
    CREATE INDEX card_sessions_customer ON card_sessions (customer_id, created_at);
    CREATE TABLE card_payments (
      reference text PRIMARY KEY,
      billing_account_id text NOT NULL REFERENCES billing_accounts(id) ON DELETE CASCADE,
      amount_cents bigint NOT NULL CHECK (amount_cents > 0),
      fee_cents bigint NOT NULL CHECK (fee_cents >= 0),
      status text NOT NULL CHECK (status IN ('MADE', 'FAILED')),
      with_token boolean NOT NULL,
      card_brand text NOT NULL,
      card_last4 text NOT NULL CHECK (card_last4 ~ '^[0-9]{4}$'),
      paid_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX card_payments_account ON card_payments (billing_account_id, paid_at);
    ALTER TABLE recurring_payments ADD COLUMN card_brand text;
    ALTER TABLE recurring_payments ADD COLUMN card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$');
    ALTER TABLE recurring_payments ADD COLUMN card_expiry text;
    ALTER TABLE recurring_payments ADD COLUMN card_holder text;
    UPDATE recurring_payments AS r
       SET card_brand = s.brand, card_last4 = s.last4, card_expiry = s.expiry, card_holder = s.holder
      FROM saved_cards AS s
     WHERE s.billing_account_id = r.billing_account_id AND r.method = 'creditCard'
  `,
};
