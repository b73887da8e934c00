import { getBillPlanner } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { billedAccountAnswer } from '../http/shared-problems.js';
import { requireSelectedAccountOn, selectedAccountOf } from '../billing-accounts/require-selected-account.js';
import { aucklandToday } from '@harakeke/calendar';
import { billedAccountOf, billPlanner, ensureBillPlannerRecords } from './bill-planner.js';

/**
 * Bill planner (spec 2 §7) of the selected billing account: its current period is the bill cycle running today, its
 * last bill the newest the transactions and bill summary show.
 */
export function billPlannerRoutes() {
  const routes = new Hono<ApiEnv>();
  requireSelectedAccountOn(routes, [getBillPlanner]);

  defineRoute(routes, getBillPlanner, async ({ c, db, clock }) => {
    const billed = billedAccountAnswer(await billedAccountOf(db, selectedAccountOf(c)));
    const today = aucklandToday(clock.now());
    await ensureBillPlannerRecords(db, billed, today);
    return billPlanner(db, billed, today);
  });

  return routes;
}
