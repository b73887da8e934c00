import type { Migration } from './migration.js';

/**
 * Readings may be generated from a recent day first (the balance needs a few recent bills on a customer's first
 * page, not three years of half-hours) and earlier days later: `readings_from` is the first instant generated, as
 * `readings_through` is the last. Supply points generated before had their whole history generated at once.
 */
export const migration: Migration = {
  id: 18,
  name: 'readings-from',
  sql: `
    ALTER TABLE supply_points ADD COLUMN readings_from timestamptz;
    UPDATE supply_points SET readings_from = '2000-01-01T00:00:00Z' WHERE readings_through IS NOT NULL;
  `,
};
