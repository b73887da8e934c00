import { getBillChecker } from '@harakeke/contract';
import { Hono } from 'hono';
import { selectedBillingAccount } from '../billing-accounts/billing-accounts.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { aucklandToday } from '@harakeke/calendar';
import { billChecker } from './bill-checker.js';

/** Bill checker (spec 2 §3, 'field shapes not shown'): the selected billing account's newest bill, checked. */
export function billCheckerRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getBillChecker, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    const account = await selectedBillingAccount(db, customerId, today);
    if (!account) throw problems.notFound('You have no billing account selected.');
    const checker = await billChecker(db, account, today);
    if (!checker) throw problems.notFound('You have no bill to check yet.');
    return checker;
  });

  return routes;
}
