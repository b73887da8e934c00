import type { Migration } from './migration.js';

/** Saved cards and recurring payments (direct debit or card). */
export const migration: Migration = {
  id: 6,
  name: 'saved-cards-and-recurring-payments',
  sql: `
      CREATE TABLE saved_cards (
        billing_account_id text PRIMARY KEY REFERENCES billing_accounts(id) ON DELETE CASCADE,
        brand text NOT NULL,
        last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
        expiry text NOT NULL,
        holder text NOT NULL
      );
      CREATE TABLE recurring_payments (
        billing_account_id text PRIMARY KEY REFERENCES billing_accounts(id) ON DELETE CASCADE,
        method text NOT NULL CHECK (method IN ('directDebit', 'creditCard')),
        holder text,
        issuer text,
        account_number text,
        payment_information text,
        customer_name text,
        mobile text,
        set_up_at timestamptz NOT NULL DEFAULT now()
      );
    `,
};
