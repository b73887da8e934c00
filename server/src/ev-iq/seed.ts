import type { Queryable } from '../db/client.js';

/** tama@ drives a Kona Electric, charged overnight on a wall charger; aroha@ and everyone else have no EV. */
const demoEvs = [
  {
    customerId: 'cust-tama',
    ev: { modelId: 'hyundai-kona-64', weeklyKm: 200, chargingTime: 'overnight', charger: 'wallCharger' },
  },
];

/** Adds a demo customer's EV, if they have one (once per customer: src/demo-seed.ts). */
export async function seedEvIq(tx: Queryable, id: string): Promise<void> {
  const ev = demoEvs.find((candidate) => candidate.customerId === id)?.ev;
  if (!ev) return;
  await tx.query(
    `INSERT INTO customer_evs (customer_id, model_id, weekly_km, charging_time, charger)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [id, ev.modelId, ev.weeklyKm, ev.chargingTime, ev.charger],
  );
}
