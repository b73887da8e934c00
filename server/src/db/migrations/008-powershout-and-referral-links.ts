import type { Migration } from './migration.js';

/**
 * PowerShout (spec 2 §3 and §7) and the referral link. Hours are whole numbers. The balance is the sum of
 * the activity ledger, so every change to it is one ledger row (no stored balance to drift from the history).
 * No semicolons in this text except between statements: migrations are split on them.
 */
export const migration: Migration = {
  id: 8,
  name: 'powershout-and-referral-links',
  sql: `
    -- Per-customer flags, kept for every customer (enrolled or not), so the portal's what's-new and walkthrough persist
    CREATE TABLE powershout_profiles (
      customer_id text PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
      powershout_seen boolean NOT NULL DEFAULT false,
      walkthrough_completed boolean NOT NULL DEFAULT false
    );
    -- A customer enrolled in PowerShout: one loyalty account and one member id
    CREATE TABLE powershout_members (
      customer_id text PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
      loyalty_account_id text NOT NULL UNIQUE,
      member_id text NOT NULL UNIQUE,
      enrolled_on date NOT NULL
    );
    CREATE TABLE powershout_offers (
      campaign_offer_id text PRIMARY KEY,
      loyalty_account_id text NOT NULL REFERENCES powershout_members(loyalty_account_id) ON DELETE CASCADE,
      offer_code text NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      hours_per_unit integer NOT NULL CHECK (hours_per_unit > 0),
      max_quantity integer NOT NULL CHECK (max_quantity > 0),
      expires_on date NOT NULL,
      accepted_at timestamptz,
      accepted_quantity integer,
      sort_order integer NOT NULL DEFAULT 0
    );
    CREATE INDEX powershout_offers_account ON powershout_offers (loyalty_account_id);
    CREATE TABLE powershout_bookings (
      id text PRIMARY KEY,
      loyalty_account_id text NOT NULL REFERENCES powershout_members(loyalty_account_id) ON DELETE CASCADE,
      supply_point_id text NOT NULL REFERENCES supply_points(id) ON DELETE CASCADE,
      starts_at timestamptz NOT NULL,
      duration_hours integer NOT NULL CHECK (duration_hours BETWEEN 1 AND 3),
      cancelled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX powershout_bookings_point ON powershout_bookings (supply_point_id, starts_at);
    CREATE INDEX powershout_bookings_account ON powershout_bookings (loyalty_account_id, starts_at);
    -- The ledger: earned rows carry the date their hours expire, and lapsed_at once their unspent hours expired
    CREATE TABLE powershout_activity (
      id text PRIMARY KEY,
      loyalty_account_id text NOT NULL REFERENCES powershout_members(loyalty_account_id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('earned', 'booked', 'refunded', 'expired')),
      description text NOT NULL,
      hours integer NOT NULL,
      occurred_at timestamptz NOT NULL,
      expires_on date,
      lapsed_at timestamptz,
      booking_id text,
      campaign_offer_id text
    );
    CREATE INDEX powershout_activity_account ON powershout_activity (loyalty_account_id, occurred_at);
    CREATE TABLE referral_links (
      customer_id text PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
      referral_code text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `,
};
