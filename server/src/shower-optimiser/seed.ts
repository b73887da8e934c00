import type { Queryable } from '../db/client.js';

/** tama@ has saved their household's showers; everyone else starts from the typical ones. */
const demoShowers = [{ customerId: 'cust-tama', showers: { minutes: [6, 9, 5], actualSeconds: 420 } }];

/** Adds a demo customer's showers, if they saved any (once per customer: src/demo-seed.ts). */
export async function seedShowerOptimiser(tx: Queryable, id: string): Promise<void> {
  const showers = demoShowers.find((candidate) => candidate.customerId === id)?.showers;
  if (!showers) return;
  await tx.query(
    `INSERT INTO shower_optimiser (customer_id, shower_times_minutes, actual_shower_seconds)
     VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [id, showers.minutes, showers.actualSeconds],
  );
}
