import { getBillPlanner } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { aucklandToday } from '@harakeke/calendar';
import { billedAccountOf, billPlanner } from './bill-planner.js';

/**
 * Bill planner (spec 2 §7) of the selected billing account: its current period is the bill cycle running today, its
 * last bill the newest the transactions and bill summary show.
 */
export function billPlannerRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getBillPlanner, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    return billPlanner(db, await billedAccountOf(db, customerId, today), today);
  });

  return routes;
}
