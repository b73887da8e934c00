import type { Database } from './client.js';
import { migration7 } from './migrations/7-bills.js';
import { migration8 } from './migrations/8-powershout.js';
import { migration9 } from './migrations/9-lpg-meter-reads.js';
import { migration10 } from './migrations/10-profiles-insights.js';
import { migration11 } from './migrations/11-tips-features.js';
import { migration12 } from './migrations/12-card-flows.js';
import { migration13 } from './migrations/13-moving-house-bill-checker.js';
import { migration14 } from './migrations/14-loyalty-donation.js';
import { migration15 } from './migrations/15-rate-limits.js';
import { migration16 } from './migrations/16-daily-readings.js';

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

/**
 * Ordered schema changes. Each runs once, in a transaction, and is recorded in schema_migrations;
 * never edit a shipped one: add the next.
 */
const coreMigrations: readonly Migration[] = [
  {
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
  },
  {
    id: 2,
    name: 'identity-provider-store',
    sql: `
      CREATE TABLE oidc_payloads (
        model text NOT NULL,
        id text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text,
        uid text,
        user_code text,
        expires_at timestamptz,
        consumed_at timestamptz,
        PRIMARY KEY (model, id)
      );
      CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id);
      CREATE INDEX oidc_payloads_uid ON oidc_payloads (uid);
      CREATE INDEX oidc_payloads_expiry ON oidc_payloads (expires_at);
    `,
  },
  {
    id: 3,
    name: 'sites-supply-points-tags-events-widgets',
    sql: `
      CREATE TABLE sites (
        id text PRIMARY KEY,
        billing_account_id text NOT NULL REFERENCES billing_accounts(id) ON DELETE CASCADE,
        address text NOT NULL,
        nickname text CHECK (char_length(nickname) <= 25),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'opening', 'closing')),
        sort_order integer NOT NULL DEFAULT 0
      );
      CREATE INDEX sites_billing_account ON sites (billing_account_id);
      CREATE TABLE supply_points (
        id text PRIMARY KEY,
        site_id text NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
        supply_type text NOT NULL CHECK (supply_type IN ('electricity', 'naturalGas', 'lpg')),
        supply_agreement_id text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'opening', 'closing')),
        plan_name text NOT NULL,
        is_value_plan boolean NOT NULL DEFAULT false,
        advanced boolean NOT NULL DEFAULT false
      );
      CREATE INDEX supply_points_site ON supply_points (site_id);
      ALTER TABLE customers ADD COLUMN selected_site_id text REFERENCES sites(id) ON DELETE SET NULL;
      ALTER TABLE customers ADD COLUMN has_early_access boolean NOT NULL DEFAULT false;
      CREATE TABLE customer_tags (
        customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        tag text NOT NULL,
        set_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (customer_id, tag)
      );
      CREATE TABLE events (
        id bigserial PRIMARY KEY,
        customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        name text NOT NULL,
        track text,
        recorded_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX events_customer ON events (customer_id, recorded_at);
      CREATE TABLE dashboard_widgets (
        customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        tab_id text NOT NULL,
        position integer NOT NULL,
        type text NOT NULL,
        PRIMARY KEY (customer_id, tab_id, position)
      );
    `,
  },
  {
    id: 4,
    name: 'interval-readings',
    sql: `
      -- A repeatable number in [0, 1) from a text: the demo readings are the same on every machine and every run.
      CREATE FUNCTION hk_unit(seed text) RETURNS double precision LANGUAGE sql IMMUTABLE AS
        $$ SELECT (('x' || substr(md5(seed), 1, 8))::bit(32)::bigint)::double precision / 4294967296.0 $$;
      CREATE TABLE interval_readings (
        supply_point_id text NOT NULL REFERENCES supply_points(id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        kwh numeric(10, 3) NOT NULL,
        status text NOT NULL CHECK (status IN ('actual', 'estimated', 'missing', 'revised')),
        PRIMARY KEY (supply_point_id, starts_at)
      );
      ALTER TABLE supply_points ADD COLUMN readings_through timestamptz;
    `,
  },
  {
    id: 5,
    name: 'magic-links-and-outbox',
    sql: `
      CREATE TABLE magic_links (
        token_hash text PRIMARY KEY,
        customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        interaction_uid text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        to_email text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        link text,
        sent_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
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
  },
];

/** Later migrations live beside their feature's queries, one file each. */
export const migrations: readonly Migration[] = [
  ...coreMigrations,
  ...[
    migration7,
    migration8,
    migration9,
    migration10,
    migration11,
    migration12,
    migration13,
    migration14,
    migration15,
    migration16,
  ].filter((m): m is Migration => m !== null),
];

export async function migrate(db: Database): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ id: number }>('SELECT id FROM schema_migrations')).map((r) => r.id));
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
    });
    applied.push(migration.id);
  }
  return applied;
}

/**
 * Prepared statements take one command each. Comments go first, so a semicolon in one cannot split a statement;
 * our migrations hold no semicolons inside string literals.
 */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}
