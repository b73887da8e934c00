import type { Database } from '../db/client.js';

/** tama@ has saved their household's showers; everyone else starts from the typical ones. */
const demoShowers = [{ customerId: 'cust-tama', showers: { minutes: [6, 9, 5], actualSeconds: 420 } }];

/**
 * Adds the demo showers once per demo customer: only for a customer not yet in tips_features_seeded, which seedTips
 * records after this runs, so showers a customer changes stay that way on the next start.
 */
export async function seedShowerOptimiser(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const customers = await tx.query<{ id: string }>(
      `SELECT c.id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM tips_features_seeded s WHERE s.customer_id = c.id)`,
    );
    for (const { id } of customers) {
      const showers = demoShowers.find((candidate) => candidate.customerId === id)?.showers;
      if (!showers) continue;
      await tx.query(
        `INSERT INTO shower_optimiser (customer_id, shower_times_minutes, actual_shower_seconds)
         VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [id, showers.minutes, showers.actualSeconds],
      );
    }
  });
}
