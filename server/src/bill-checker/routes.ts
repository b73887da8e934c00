import { getBillChecker } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { requireSelectedAccountOn, selectedAccountOf } from '../billing-accounts/require-selected-account.js';
import { aucklandToday } from '@harakeke/calendar';
import { billChecker, ensureCheckedBills } from './bill-checker.js';

/** Bill checker (spec 2 §3, 'field shapes not shown'): the selected billing account's newest bill, checked. */
export function billCheckerRoutes() {
  const routes = new Hono<ApiEnv>();
  requireSelectedAccountOn(routes, [getBillChecker]);

  defineRoute(routes, getBillChecker, async ({ c, db, clock }) => {
    const [account, today] = [selectedAccountOf(c), aucklandToday(clock.now())];
    await ensureCheckedBills(db, account, today);
    const checker = await billChecker(db, account, today);
    if (!checker) throw problems.notFound('You have no bill to check yet.');
    return checker;
  });

  return routes;
}
