import { bootstrap, getDashboard, getNewDashboardWidgetList, getTabs, getWidgetList } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import {
  noSelectedAccount,
  requireSelectedAccountOn,
  selectedAccountOf,
} from '../billing-accounts/require-selected-account.js';
import { dashboardOf, startSession, tabKeysOf, widgetListOf } from './navigation.js';

/** The shell's navigation: the session's start, tabs, dashboards and their widget lists (spec 1 §7, spec 2 §6–7). */
export function navigationRoutes() {
  const routes = new Hono<ApiEnv>();
  requireSelectedAccountOn(routes, [getDashboard]);

  defineRoute(routes, getTabs, async ({ db, customerId }) => ({ keys: await tabKeysOf(db, customerId) }));

  defineRoute(routes, getWidgetList, async ({ db, customerId, input }) => widgetListOf(db, customerId, input.tabId));

  defineRoute(routes, getNewDashboardWidgetList, async ({ db, customerId, c }) =>
    // The new dashboard's list is asked for with tabId=newDashboard; it is the only tab this path serves.
    widgetListOf(db, customerId, c.req.query('tabId') ?? 'newDashboard'),
  );

  defineRoute(routes, bootstrap, async ({ db, clock, customerId }) => startSession(db, customerId, clock.now()));

  defineRoute(routes, getDashboard, async ({ c, db, customerId }) => {
    const dashboard = await dashboardOf(db, customerId, selectedAccountOf(c));
    // The account is not among the switcher's, or the customer's record has gone: as good as no account.
    if (!dashboard) throw noSelectedAccount();
    return dashboard;
  });

  return routes;
}
