import type { TipCategory } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';
import { aucklandDateText } from '../db/sql.js';

export interface TipReviewRow {
  tip_guid: string;
  status: 'Liked' | 'Disliked';
}

/** The customer's reviews of tips. */
export function tipReviewRows(db: Queryable, customerId: string): Promise<TipReviewRow[]> {
  return db.query<TipReviewRow>('SELECT tip_guid, status FROM tip_reviews WHERE customer_id = $1', [customerId]);
}

/** Whether the customer has ever opened the tips page. */
export async function hasVisitedTips(db: Queryable, customerId: string): Promise<boolean> {
  const visits = await db.query<{ customer_id: string }>(
    'SELECT customer_id FROM tip_page_visits WHERE customer_id = $1',
    [customerId],
  );
  return visits.length > 0;
}

export interface CategoryVisitRow {
  category: string;
  /** The Auckland date ('YYYY-MM-DD') the customer last opened the category. */
  visited_on: string;
}

/** The categories the customer has opened, each with the Auckland date they last did. */
export function categoryVisitRows(db: Queryable, customerId: string): Promise<CategoryVisitRow[]> {
  return db.query<CategoryVisitRow>(
    `SELECT category, ${aucklandDateText('visited_at')} AS visited_on
       FROM tip_category_visits WHERE customer_id = $1`,
    [customerId],
  );
}

export async function saveTipReview(db: Queryable, customerId: string, guid: string, status: 'Liked' | 'Disliked') {
  // reviewed_at keeps the database's time: an audit column nothing reads.
  await db.query(
    `INSERT INTO tip_reviews (customer_id, tip_guid, status) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, tip_guid) DO UPDATE SET status = EXCLUDED.status, reviewed_at = now()`,
    [customerId, guid, status],
  );
}

export async function deleteTipReview(db: Queryable, customerId: string, guid: string) {
  await db.query('DELETE FROM tip_reviews WHERE customer_id = $1 AND tip_guid = $2', [customerId, guid]);
}

export async function recordTipsVisit(db: Queryable, customerId: string) {
  // last_visited_at keeps the database's time: only whether the row exists is read (hasVisitedTips).
  await db.query(
    `INSERT INTO tip_page_visits (customer_id) VALUES ($1)
     ON CONFLICT (customer_id) DO UPDATE SET last_visited_at = now()`,
    [customerId],
  );
}

/**
 * Records that the customer opened a category at `at` (the business clock's instant, epoch ms): its Auckland date
 * decides which of the category's tips are new to them.
 */
export async function recordCategoryVisit(db: Queryable, customerId: string, category: TipCategory, at: number) {
  await db.query(
    `INSERT INTO tip_category_visits (customer_id, category, visited_at) VALUES ($1, $2, to_timestamp($3::float8 / 1000))
     ON CONFLICT (customer_id, category) DO UPDATE SET visited_at = EXCLUDED.visited_at`,
    [customerId, category, at],
  );
}
