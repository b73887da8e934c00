import type { Migration } from './migration.js';

/**
 * The demo's readings now come from each home's household, weather and calendar (readings/household/) rather than
 * one shape for every site. A database made before has the old shape's readings: they are dropped and made again from
 * the homes on first use, and with them the bills composed from them, so a bill and the days it covers still add up.
 *
 * What a customer has acted on stays as it was issued, as a real bill would: every bill of an account that has paid
 * by card (its balance counts those payments against those bills) and any bill a credit extension was asked on, with
 * the readings of those bills' periods, which generation then leaves alone (it inserts only what is missing).
 */
export const migration: Migration = {
  id: 22,
  name: 'household-readings',
  sql: `
    CREATE TEMPORARY TABLE kept_bills ON COMMIT DROP AS
      SELECT b.id, b.billing_account_id, b.period_start, b.period_end FROM bills b
       WHERE EXISTS (SELECT 1 FROM credit_extensions c WHERE c.bill_id = b.id)
          OR EXISTS (SELECT 1 FROM card_payments p WHERE p.billing_account_id = b.billing_account_id);
    DELETE FROM interval_readings r
     WHERE NOT EXISTS (
       SELECT 1 FROM kept_bills k
         JOIN sites s ON s.billing_account_id = k.billing_account_id
         JOIN supply_points sp ON sp.site_id = s.id
        WHERE sp.id = r.supply_point_id
          AND (r.starts_at AT TIME ZONE 'Pacific/Auckland')::date BETWEEN k.period_start AND k.period_end);
    DELETE FROM daily_readings d
     WHERE NOT EXISTS (SELECT 1 FROM interval_readings r WHERE r.supply_point_id = d.supply_point_id
                          AND (r.starts_at AT TIME ZONE 'Pacific/Auckland')::date = d.day);
    UPDATE supply_points SET readings_through = NULL, readings_from = NULL;
    DELETE FROM bills b WHERE NOT EXISTS (SELECT 1 FROM kept_bills k WHERE k.id = b.id);
  `,
};
