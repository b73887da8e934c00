import { getBillInsights } from '@harakeke/contract';
import { Hono } from 'hono';
import { billedAccountOf } from '../bill-planner/bill-planner.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { aucklandToday } from '@harakeke/calendar';
import { billInsights } from './bill-insights.js';

/**
 * Bill insights (spec 2 §7) of the selected billing account: its issued bills are the same ones (ids, periods,
 * amounts) as the transactions and bill summary show.
 */
export function billInsightsRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getBillInsights, async ({ db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    const insights = await billInsights(db, await billedAccountOf(db, customerId, today), today, input);
    if (insights) return insights;
    if (!input.billId && !input.billStartDate) throw problems.notFound('You need two issued bills to compare.');
    throw problems.notFound(
      input.billId
        ? `There is no bill ${input.billId} to look at.`
        : `There is no bill starting on ${input.billStartDate ?? ''} to look at.`,
    );
  });

  return routes;
}
