import type { Database } from '../db/client.js';

/** tama@ drives a Kona Electric, charged overnight on a wall charger; aroha@ and everyone else have no EV. */
const demoEvs = [
  {
    customerId: 'cust-tama',
    ev: { modelId: 'hyundai-kona-64', weeklyKm: 200, chargingTime: 'overnight', charger: 'wallCharger' },
  },
];

/**
 * Adds the demo EVs once per demo customer: only for a customer not yet in tips_features_seeded, which seedTips
 * records after this runs, so an EV a customer changes stays that way on the next start.
 */
export async function seedEvIq(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const customers = await tx.query<{ id: string }>(
      `SELECT c.id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM tips_features_seeded s WHERE s.customer_id = c.id)`,
    );
    for (const { id } of customers) {
      const ev = demoEvs.find((candidate) => candidate.customerId === id)?.ev;
      if (!ev) continue;
      await tx.query(
        `INSERT INTO customer_evs (customer_id, model_id, weekly_km, charging_time, charger)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [id, ev.modelId, ev.weeklyKm, ev.chargingTime, ev.charger],
      );
    }
  });
}
