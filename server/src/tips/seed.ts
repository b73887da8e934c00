import type { Queryable } from '../db/client.js';
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

/** Adds a demo customer's tip reviews and visits (once per customer: src/demo-seed.ts). */
export async function seedTips(tx: Queryable, id: string): Promise<void> {
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
}
