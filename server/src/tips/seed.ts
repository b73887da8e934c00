import type { Database } from '../db/client.js';
import { tipGuid } from './catalogue.js';

interface DemoTipsFeatures {
  customerId: string;
  ev?: { modelId: string; weeklyKm: number; chargingTime: string; charger: string };
  /** Tip slugs (see server/src/tips/catalogue.ts) and the customer's review. */
  tipReviews?: Array<[slug: string, status: 'Liked' | 'Disliked']>;
  visitedTips?: boolean;
  /** Categories the customer opened, and when: tips added since are new to them. */
  categoryVisits?: Array<[category: string, visitedAt: string]>;
  showers?: { minutes: number[]; actualSeconds: number | null };
}

/**
 * tama@ has an EV, has reviewed tips and opened two categories (a heating tip added since is new to them), and has
 * saved their showers; aroha@ has no EV and has never opened the tips. Everyone else starts with nothing.
 */
const demoData: DemoTipsFeatures[] = [
  {
    customerId: 'cust-tama',
    ev: { modelId: 'hyundai-kona-64', weeklyKm: 200, chargingTime: 'overnight', charger: 'wallCharger' },
    tipReviews: [
      ['ev-charge-overnight', 'Liked'],
      ['hot-water-shorter-showers', 'Liked'],
      ['aircon-fan-first', 'Disliked'],
    ],
    visitedTips: true,
    categoryVisits: [
      ['heating', '2026-06-01T00:00:00Z'],
      ['hotWater', '2026-06-01T00:00:00Z'],
    ],
    showers: { minutes: [6, 9, 5], actualSeconds: 420 },
  },
];

/**
 * Adds the demo data of tips and features once per demo customer (recorded in tips_features_seeded), so a review a
 * customer deletes or an EV they change stays that way on the next start.
 */
export async function seedTipsFeatures(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const customers = await tx.query<{ id: string }>(
      `SELECT c.id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM tips_features_seeded s WHERE s.customer_id = c.id)`,
    );
    for (const { id } of customers) {
      const data = demoData.find((candidate) => candidate.customerId === id);
      if (data?.ev) {
        await tx.query(
          `INSERT INTO customer_evs (customer_id, model_id, weekly_km, charging_time, charger)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
          [id, data.ev.modelId, data.ev.weeklyKm, data.ev.chargingTime, data.ev.charger],
        );
      }
      for (const [slug, status] of data?.tipReviews ?? []) {
        await tx.query(
          'INSERT INTO tip_reviews (customer_id, tip_guid, status) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [id, tipGuid(slug), status],
        );
      }
      if (data?.visitedTips) {
        await tx.query('INSERT INTO tip_page_visits (customer_id) VALUES ($1) ON CONFLICT DO NOTHING', [id]);
      }
      for (const [category, visitedAt] of data?.categoryVisits ?? []) {
        await tx.query(
          'INSERT INTO tip_category_visits (customer_id, category, visited_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [id, category, visitedAt],
        );
      }
      if (data?.showers) {
        await tx.query(
          `INSERT INTO shower_optimiser (customer_id, shower_times_minutes, actual_shower_seconds)
           VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [id, data.showers.minutes, data.showers.actualSeconds],
        );
      }
      await tx.query('INSERT INTO tips_features_seeded (customer_id) VALUES ($1) ON CONFLICT DO NOTHING', [id]);
    }
  });
}
