import type { Migration } from './migration.js';

/** Sites and their supply points, feature-flag tags, events, and the widgets of each dashboard. */
export const migration: Migration = {
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
};
