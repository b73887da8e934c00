import type { Migration } from './migration.js';

/** The customers, their phones and billing accounts (money in cents), and the server's settings. */
export const migration: Migration = {
  id: 1,
  name: 'customers-and-billing-accounts',
  sql: `
      CREATE TABLE customers (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        first_name text NOT NULL,
        middle_name text,
        last_name text NOT NULL,
        email_verified boolean NOT NULL DEFAULT true
      );
      CREATE TABLE customer_phones (
        customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('mobile', 'home', 'work')),
        number text NOT NULL,
        PRIMARY KEY (customer_id, purpose)
      );
      CREATE TABLE billing_accounts (
        id text PRIMARY KEY,
        customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('residential', 'sme')),
        customer_number text NOT NULL,
        full_address text NOT NULL,
        owner text NOT NULL,
        billing_email text NOT NULL,
        account_email text NOT NULL,
        invoice_by_email boolean NOT NULL DEFAULT true,
        promotions_by_email boolean NOT NULL DEFAULT false,
        is_buying_group boolean NOT NULL DEFAULT false,
        buying_group_name text NOT NULL DEFAULT 'Buying Group',
        window_start date NOT NULL,
        window_end date NOT NULL,
        -- money in cents, so sums are exact
        balance_current_cents bigint NOT NULL DEFAULT 0,
        balance_overdue_cents bigint NOT NULL DEFAULT 0,
        prompt_payment_discount_cents bigint NOT NULL DEFAULT 0,
        due_date date,
        is_selected boolean NOT NULL DEFAULT false,
        sort_order integer NOT NULL DEFAULT 0
      );
      CREATE INDEX billing_accounts_customer ON billing_accounts (customer_id);
      CREATE TABLE settings (
        key text PRIMARY KEY,
        value jsonb NOT NULL
      );
    `,
};
