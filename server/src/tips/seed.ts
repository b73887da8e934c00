import type { Database } from '../db/client.js';
import { tipGuid } from './catalogue.js';

interface DemoTipActivity {
  customerId: string;
  /** Tip slugs (see server/src/tips/catalogue.ts) and the customer's review. */
  tipReviews?: Array<[slug: string, status: 'Liked' | 'Disliked']>;
  visitedTips?: boolean;
  /** Categories the customer opened, and when: tips added since are new to them. */
  categoryVisits?: Array<[category: string, visitedAt: string]>;
}

/**
 * tama@ has reviewed tips and opened two categories (a heating tip added since is new to them); aroha@ has never
 * opened the tips. Everyone else starts with nothing.
 */
const demoData: DemoTipActivity[] = [
  {
    customerId: 'cust-tama',
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
  },
];

/**
 * Adds the demo tip reviews and visits once per demo customer, and records the customer in tips_features_seeded, so a
 * review a customer deletes stays deleted on the next start. The EV and shower seeds (seedEvIq, seedShowerOptimiser)
 * add theirs once per customer by the same record, so they run before this one.
 */
export async function seedTips(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const customers = await tx.query<{ id: string }>(
      `SELECT c.id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM tips_features_seeded s WHERE s.customer_id = c.id)`,
    );
    for (const { id } of customers) {
      const data = demoData.find((candidate) => candidate.customerId === id);
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
      await tx.query('INSERT INTO tips_features_seeded (customer_id) VALUES ($1) ON CONFLICT DO NOTHING', [id]);
    }
  });
}
