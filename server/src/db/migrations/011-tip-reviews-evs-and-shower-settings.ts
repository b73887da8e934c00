import type { Migration } from './migration.js';

/**
 * what each customer did with tips (reviews, visits), their EV and their showers. The tip catalogue
 * itself is code (server/src/tips/catalogue.ts), so tip_guid has no foreign key.
 */
export const migration: Migration = {
  id: 11,
  name: 'tip-reviews-evs-and-shower-settings',
  sql: `
    CREATE TABLE tip_reviews (
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      tip_guid text NOT NULL,
      status text NOT NULL CHECK (status IN ('Liked', 'Disliked')),
      reviewed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (customer_id, tip_guid)
    );
    CREATE TABLE tip_page_visits (
      customer_id text PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
      first_visited_at timestamptz NOT NULL DEFAULT now(),
      last_visited_at timestamptz NOT NULL DEFAULT now()
    );
    -- A tip is new to a customer when it joined the catalogue after they last opened its category.
    CREATE TABLE tip_category_visits (
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      category text NOT NULL,
      visited_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (customer_id, category)
    );
    CREATE TABLE customer_evs (
      customer_id text PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
      model_id text NOT NULL,
      weekly_km integer NOT NULL CHECK (weekly_km BETWEEN 1 AND 5000),
      charging_time text NOT NULL CHECK (charging_time IN ('overnight', 'evening', 'anytime')),
      charger text NOT NULL CHECK (charger IN ('wallCharger', 'standardSocket')),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE shower_optimiser (
      customer_id text PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
      shower_times_minutes integer[] NOT NULL,
      actual_shower_seconds integer CHECK (actual_shower_seconds BETWEEN 1 AND 3600),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- The demo data of this migration is added once per customer, so a customer's own changes are never undone.
    CREATE TABLE tips_features_seeded (
      customer_id text PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
      seeded_at timestamptz NOT NULL DEFAULT now()
    )
  `,
};
