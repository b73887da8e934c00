import { bootstrap, getDashboard, getNewDashboardWidgetList, getTabs, getWidgetList } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { aucklandToday } from '@harakeke/calendar';
import { dashboardOf, startSession, tabKeysOf, widgetListOf } from './navigation.js';

/** The shell's navigation: the session's start, tabs, dashboards and their widget lists (spec 1 §7, spec 2 §6–7). */
export function navigationRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getTabs, async ({ db, customerId }) => ({ keys: await tabKeysOf(db, customerId) }));

  defineRoute(routes, getWidgetList, async ({ db, customerId, input }) => widgetListOf(db, customerId, input.tabId));

  defineRoute(routes, getNewDashboardWidgetList, async ({ db, customerId, c }) =>
    // The new dashboard's list is asked for with tabId=newDashboard; it is the only tab this path serves.
    widgetListOf(db, customerId, c.req.query('tabId') ?? 'newDashboard'),
  );

  defineRoute(routes, bootstrap, async ({ db, customerId }) => startSession(db, customerId));

  defineRoute(routes, getDashboard, async ({ db, clock, customerId }) => {
    const dashboard = await dashboardOf(db, customerId, aucklandToday(clock.now()));
    if (!dashboard) throw problems.notFound('You have no billing account selected.');
    return dashboard;
  });

  return routes;
}
