import { getBillInsights } from '@harakeke/contract';
import { Hono } from 'hono';
import { billedAccountOf } from '../bill-planner/bill-planner.js';
import { billedAccountAnswer } from '../http/shared-problems.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { requireSelectedAccountOn, selectedAccountOf } from '../billing-accounts/require-selected-account.js';
import { aucklandToday } from '@harakeke/calendar';
import { billInsights, ensureBillInsightsBills } from './bill-insights.js';

/**
 * Bill insights (spec 2 §7) of the selected billing account: its issued bills are the same ones (ids, periods,
 * amounts) as the transactions and bill summary show.
 */
export function billInsightsRoutes() {
  const routes = new Hono<ApiEnv>();
  requireSelectedAccountOn(routes, [getBillInsights]);

  defineRoute(routes, getBillInsights, async ({ c, db, clock, input }) => {
    const billed = billedAccountAnswer(await billedAccountOf(db, selectedAccountOf(c)));
    const today = aucklandToday(clock.now());
    await ensureBillInsightsBills(db, billed, today);
    const insights = await billInsights(db, billed, today, input);
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
