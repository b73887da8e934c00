import type { Migration } from './migration.js';

/**
 * The demo's readings now come from each home's household, weather and calendar (readings/household/) rather than
 * one shape for every site. A database made before has the old shape's readings: they are dropped and made again from
 * the homes on first use, and with them the bills composed from them, so a bill and the days it covers still add up.
 * A bill a customer has acted on (a credit extension asked for) is kept as it was issued, as a real one would be.
 */
export const migration: Migration = {
  id: 22,
  name: 'household-readings',
  sql: `
    DELETE FROM daily_readings;
    DELETE FROM interval_readings;
    UPDATE supply_points SET readings_through = NULL, readings_from = NULL;
    DELETE FROM bills b WHERE NOT EXISTS (SELECT 1 FROM credit_extensions c WHERE c.bill_id = b.id);
  `,
};
