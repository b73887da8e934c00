import type { Queryable } from '../db/client.js';

export interface ShowerSettingsRow {
  shower_times_minutes: number[];
  actual_shower_seconds: number | null;
}

/** The household's showers the customer saved, if they have. */
export async function findShowerSettingsRow(db: Queryable, customerId: string) {
  const [row] = await db.query<ShowerSettingsRow>(
    'SELECT shower_times_minutes, actual_shower_seconds FROM shower_optimiser WHERE customer_id = $1',
    [customerId],
  );
  return row;
}

export async function saveShowerSettings(
  db: Queryable,
  customerId: string,
  settings: { showerTimesInMinutes: number[]; actualShowerTimeInSeconds: number | null },
) {
  // updated_at keeps the database's time: an audit column nothing reads.
  await db.query(
    `INSERT INTO shower_optimiser (customer_id, shower_times_minutes, actual_shower_seconds) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id) DO UPDATE SET shower_times_minutes = EXCLUDED.shower_times_minutes,
       actual_shower_seconds = EXCLUDED.actual_shower_seconds, updated_at = now()`,
    [customerId, settings.showerTimesInMinutes, settings.actualShowerTimeInSeconds],
  );
}

/** Whether the customer's selected site (on one of their billing accounts) has a natural gas supply point. */
export async function selectedSiteHasNaturalGas(db: Queryable, customerId: string): Promise<boolean> {
  const [row] = await db.query<{ has_gas: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM customers c
         JOIN sites s ON s.id = c.selected_site_id
         JOIN billing_accounts b ON b.id = s.billing_account_id
         JOIN supply_points p ON p.site_id = s.id
        WHERE c.id = $1 AND b.customer_id = $1 AND p.supply_type = 'naturalGas'
     ) AS has_gas`,
    [customerId],
  );
  return row?.has_gas === true;
}
