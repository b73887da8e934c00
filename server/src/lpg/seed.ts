import type { Database, Queryable } from '../db/client.js';
import { addDays, aucklandToday } from '@harakeke/calendar';
import { expectedDeliveryBy } from './bottles.js';
import { defaultLpgNotices, LPG_NOTICES_KEY } from './notices.js';

/**
 * The demo LPG agreements' own settings. tama@'s bach (ba-2002, not in arrears) has bottle monitoring and a lower
 * bottle limit; his sleepout (ba-2001, in arrears) has neither, so its orders meet credit control and its usage
 * answers invalid_gas_status. Any other LPG supply point gets the defaults (no limit of its own, no monitoring).
 */
const demoLpgSettings: Record<string, { maxBottles: number | null; monitoringActive: boolean }> = {
  'sp-2002-a-lpg': { maxBottles: 35, monitoringActive: true },
  'sp-2001-b-lpg': { maxBottles: null, monitoringActive: false },
};

/** The bach's earlier order, so tama@ has an order template and an order listed. */
const demoPastOrder = {
  id: 'lpgo-demo-2002-a-1',
  reference: 'LPG100000',
  supplyPointId: 'sp-2002-a-lpg',
  numberOfBottles: 2,
  daysAgo: 41,
};

async function seedLpgSettings(tx: Queryable) {
  const points = await tx.query<{ id: string }>(`SELECT id FROM supply_points WHERE supply_type = 'lpg'`);
  for (const point of points) {
    const settings = demoLpgSettings[point.id] ?? { maxBottles: null, monitoringActive: false };
    await tx.query(
      `INSERT INTO lpg_supply_settings (supply_point_id, max_bottles, monitoring_active) VALUES ($1, $2, $3)
       ON CONFLICT (supply_point_id) DO NOTHING`,
      [point.id, settings.maxBottles, settings.monitoringActive],
    );
  }
  await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    LPG_NOTICES_KEY,
    JSON.stringify(defaultLpgNotices),
  ]);
}

async function seedPastOrder(tx: Queryable, now: number) {
  const today = aucklandToday(now);
  const [owner] = await tx.query<{ customer_id: string; billing_email: string }>(
    `SELECT b.customer_id, b.billing_email FROM supply_points p JOIN sites s ON s.id = p.site_id
       JOIN billing_accounts b ON b.id = s.billing_account_id WHERE p.id = $1`,
    [demoPastOrder.supplyPointId],
  );
  if (!owner) return;
  const orderedOn = addDays(today, -demoPastOrder.daysAgo);
  await tx.query(
    `INSERT INTO lpg_orders (id, reference, customer_id, supply_point_id, number_of_bottles, only_heating_source,
       confirmation_email, ordered_on, expected_delivery_by, placed_at)
     VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8, $9::timestamptz - make_interval(days => $10::int))
     ON CONFLICT (id) DO NOTHING`,
    [
      demoPastOrder.id,
      demoPastOrder.reference,
      owner.customer_id,
      demoPastOrder.supplyPointId,
      demoPastOrder.numberOfBottles,
      owner.billing_email,
      orderedOn,
      expectedDeliveryBy(orderedOn),
      new Date(now).toISOString(),
      demoPastOrder.daysAgo,
    ],
  );
}

/** Adds the demo data of LPG where it is missing; runs on every start, so it must be idempotent. */
export async function seedLpg(db: Database, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await seedLpgSettings(tx);
    await seedPastOrder(tx, now);
  });
}
