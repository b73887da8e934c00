import type { Migration } from './migration.js';

/** Half-hourly interval readings of each supply point. */
export const migration: Migration = {
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
};
