import type { CategoryTips, Tip, TipCategory, Tips } from '@harakeke/contract';
import { aucklandToday } from '@harakeke/calendar';
import type { Queryable } from '../db/client.js';
import { findTip } from './catalogue.js';
import { categoryTips, customerTip, customerTips, type TipActivity } from './customer-tips.js';
import {
  categoryVisitRows,
  deleteTipReview,
  hasVisitedTips,
  recordCategoryVisit,
  recordTipsVisit,
  saveTipReview,
  tipReviewRows,
} from './queries.js';

/** What the customer has done with the tips: their reviews, whether they opened the page, and when each category. */
export async function tipActivityOf(db: Queryable, customerId: string): Promise<TipActivity> {
  const reviews = await tipReviewRows(db, customerId);
  const hasVisited = await hasVisitedTips(db, customerId);
  const categories = await categoryVisitRows(db, customerId);
  return {
    reviews: new Map(reviews.map((row) => [row.tip_guid, row.status])),
    hasVisited,
    categoryVisits: new Map(categories.map((row) => [row.category, row.visited_on])),
  };
}

/** spec 2 §3 the tips page for one customer on an Auckland date. */
export async function tipsOf(db: Queryable, customerId: string, today: string): Promise<Tips> {
  return customerTips(await tipActivityOf(db, customerId), today);
}

/** Records that the customer opened the tips page. */
export async function visitTips(db: Queryable, customerId: string): Promise<void> {
  await recordTipsVisit(db, customerId);
}

/**
 * Records that the customer opened a category at `now` (the business clock's), whose tips are then no longer new to
 * them, and answers it.
 */
export async function visitCategory(
  db: Queryable,
  customerId: string,
  category: TipCategory,
  now: number,
): Promise<CategoryTips> {
  await recordCategoryVisit(db, customerId, category, now);
  return categoryTips(category, await tipActivityOf(db, customerId), aucklandToday(now));
}

async function customerTipOf(db: Queryable, customerId: string, guid: string): Promise<Tip | null> {
  const tip = findTip(guid);
  return tip ? customerTip(tip, await tipActivityOf(db, customerId)) : null;
}

/** Keeps the customer's review of a tip and answers the tip as they now see it; null for a tip not in the catalogue. */
export async function saveReview(
  db: Queryable,
  customerId: string,
  guid: string,
  status: 'Liked' | 'Disliked',
): Promise<Tip | null> {
  const tip = findTip(guid);
  if (!tip) return null;
  await saveTipReview(db, customerId, tip.guid, status);
  return customerTipOf(db, customerId, tip.guid);
}

/** Forgets the customer's review of a tip and answers the tip as they now see it; null for a tip not in the catalogue. */
export async function clearReview(db: Queryable, customerId: string, guid: string): Promise<Tip | null> {
  const tip = findTip(guid);
  if (!tip) return null;
  await deleteTipReview(db, customerId, tip.guid);
  return customerTipOf(db, customerId, tip.guid);
}
