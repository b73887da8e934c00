import type { Migration } from './migration.js';

/**
 * the home moves customers ask for. One move in progress per customer is the database's rule too
 * (a partial unique index), so two submits at once cannot both be taken. Reference numbers come from a sequence
 * that starts after the demo data's. The bill checker reads the bills and readings and keeps nothing of its own.
 */
export const migration: Migration = {
  id: 13,
  name: 'moving-house-requests',
  sql: `
    CREATE SEQUENCE moving_house_reference_seq START 100101;
    CREATE TABLE moving_house_requests (
      reference_id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      site_id text REFERENCES sites(id) ON DELETE SET NULL,
      current_address text NOT NULL,
      new_address text NOT NULL,
      nz_post_dp_id text,
      property_id text,
      current_move_date date NOT NULL,
      new_move_date date NOT NULL,
      email_address text NOT NULL,
      mobile_number text NOT NULL,
      medical_support boolean NOT NULL,
      meter_access_prevented boolean NOT NULL,
      meter_access_notes text NOT NULL DEFAULT '' CHECK (char_length(meter_access_notes) <= 500),
      is_dog_on_site boolean NOT NULL,
      selected_energy text[] NOT NULL,
      additional_message text NOT NULL DEFAULT '' CHECK (char_length(additional_message) <= 1000),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed')),
      promotion_status text NOT NULL CHECK (promotion_status IN ('applied', 'notEligible')),
      submitted_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX moving_house_one_pending ON moving_house_requests (customer_id) WHERE status = 'pending';
    CREATE INDEX moving_house_customer ON moving_house_requests (customer_id, submitted_at);
  `,
};
