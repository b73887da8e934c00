import type { TipCategory } from '@harakeke/contract';
import type { Database } from '../db/client.js';

/** What one customer has done with the tips: their reviews, whether they opened the page, and when each category. */
export interface TipActivity {
  reviews: Map<string, 'Liked' | 'Disliked'>;
  hasVisited: boolean;
  /** Category → the Auckland date ('YYYY-MM-DD') the customer last opened it. */
  categoryVisits: Map<string, string>;
}

export async function findTipActivity(db: Pick<Database, 'query'>, customerId: string): Promise<TipActivity> {
  const reviews = await db.query<{ tip_guid: string; status: 'Liked' | 'Disliked' }>(
    'SELECT tip_guid, status FROM tip_reviews WHERE customer_id = $1',
    [customerId],
  );
  const visits = await db.query<{ customer_id: string }>(
    'SELECT customer_id FROM tip_page_visits WHERE customer_id = $1',
    [customerId],
  );
  const categories = await db.query<{ category: string; visited_on: string }>(
    `SELECT category, to_char((visited_at AT TIME ZONE 'Pacific/Auckland')::date, 'YYYY-MM-DD') AS visited_on
       FROM tip_category_visits WHERE customer_id = $1`,
    [customerId],
  );
  return {
    reviews: new Map(reviews.map((row) => [row.tip_guid, row.status])),
    hasVisited: visits.length > 0,
    categoryVisits: new Map(categories.map((row) => [row.category, row.visited_on])),
  };
}

export async function saveTipReview(db: Database, customerId: string, guid: string, status: 'Liked' | 'Disliked') {
  await db.query(
    `INSERT INTO tip_reviews (customer_id, tip_guid, status) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, tip_guid) DO UPDATE SET status = EXCLUDED.status, reviewed_at = now()`,
    [customerId, guid, status],
  );
}

export async function deleteTipReview(db: Database, customerId: string, guid: string) {
  await db.query('DELETE FROM tip_reviews WHERE customer_id = $1 AND tip_guid = $2', [customerId, guid]);
}

export async function recordTipsVisit(db: Database, customerId: string) {
  await db.query(
    `INSERT INTO tip_page_visits (customer_id) VALUES ($1)
     ON CONFLICT (customer_id) DO UPDATE SET last_visited_at = now()`,
    [customerId],
  );
}

export async function recordCategoryVisit(db: Database, customerId: string, category: TipCategory) {
  await db.query(
    `INSERT INTO tip_category_visits (customer_id, category) VALUES ($1, $2)
     ON CONFLICT (customer_id, category) DO UPDATE SET visited_at = now()`,
    [customerId, category],
  );
}
