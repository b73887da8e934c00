import { clearTipReview, getTips, reviewTip, visitedCategoryTips, visitedTips } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { aucklandToday } from '@harakeke/calendar';
import { clearReview, saveReview, tipsOf, visitCategory, visitTips } from './tips.js';

const noSuchTip = () => problems.notFound('There is no tip with this guid.');

/** Tips (spec 2 §3, §4, §7): a fixed catalogue, and per customer their reviews, visits and what is new to them. */
export function tipsRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getTips, async ({ db, clock, customerId }) => tipsOf(db, customerId, aucklandToday(clock.now())));

  // The fixed paths go before /private/tips/{guid}, which would otherwise take 'visitedTips' for a guid.
  defineRoute(routes, visitedTips, async ({ db, customerId }) => {
    await visitTips(db, customerId);
    return { HasVisited: true as const };
  });

  defineRoute(routes, visitedCategoryTips, async ({ db, clock, customerId, input }) =>
    visitCategory(db, customerId, input.categoryVisited, clock.now()),
  );

  defineRoute(routes, reviewTip, async ({ db, customerId, input }) => {
    const tip = await saveReview(db, customerId, input.guid, input.tipReviewStatus);
    if (!tip) throw noSuchTip();
    return tip;
  });

  defineRoute(routes, clearTipReview, async ({ db, customerId, input }) => {
    const tip = await clearReview(db, customerId, input.guid);
    if (!tip) throw noSuchTip();
    return tip;
  });

  return routes;
}
