import {
  getHomeComparisonWidget,
  getLatestInsights,
  getThirtyDayInsights,
  getUsageBreakdownWidget,
  getYearlyInsights,
} from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { aucklandToday } from '@harakeke/calendar';
import {
  homeComparisonWidget,
  latestInsights,
  thirtyDayInsights,
  usageBreakdownWidget,
  yearlyInsights,
} from './insights.js';

/** Insights from the selected site's readings and home profile, and the comparison widgets (spec 2 §3–§9). */
export function insightsRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getThirtyDayInsights, async ({ db, clock, customerId }) =>
    thirtyDayInsights(db, customerId, aucklandToday(clock.now())),
  );

  defineRoute(routes, getLatestInsights, async ({ db, clock, customerId }) =>
    latestInsights(db, customerId, aucklandToday(clock.now())),
  );

  defineRoute(routes, getYearlyInsights, async ({ db, clock, customerId, input }) =>
    yearlyInsights(db, customerId, { year: input.year, today: aucklandToday(clock.now()) }),
  );

  defineRoute(routes, getHomeComparisonWidget, async ({ db, clock, customerId }) =>
    homeComparisonWidget(db, customerId, aucklandToday(clock.now())),
  );

  defineRoute(routes, getUsageBreakdownWidget, async ({ db, clock, customerId }) =>
    usageBreakdownWidget(db, customerId, aucklandToday(clock.now())),
  );

  return routes;
}
