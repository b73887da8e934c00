import type { Migration } from './migration.js';

/**
 * issued bills, kept once issued (a bill never changes after the fact), and credit extensions, one per
 * due date: the primary key is what makes a second request for the same bill lose, even when two race.
 */
export const migration: Migration = {
  id: 7,
  name: 'bills-and-credit-extensions',
  sql: `
    CREATE TABLE bills (
      id text PRIMARY KEY,
      billing_account_id text NOT NULL REFERENCES billing_accounts(id) ON DELETE CASCADE,
      issue_date date NOT NULL,
      due_date date NOT NULL,
      period_start date NOT NULL,
      period_end date NOT NULL,
      amount_cents bigint NOT NULL,
      items jsonb NOT NULL,
      supplies jsonb NOT NULL,
      UNIQUE (billing_account_id, period_start)
    );
    CREATE TABLE credit_extensions (
      billing_account_id text NOT NULL REFERENCES billing_accounts(id) ON DELETE CASCADE,
      original_due_date date NOT NULL,
      new_due_date date NOT NULL,
      requested_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (billing_account_id, original_due_date)
    );
  `,
};
