import {
  getEcoForecast,
  getEcoTrackerWidget,
  getGenerationMix,
  getMonthlyUsageImpact,
  getUsageImpact,
} from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { ecoForecast, ecoTrackerWidget, monthlyUsageImpact, usageImpact } from './eco-tracker.js';
import { realTimeMix } from './rules.js';

/** The eco tracker (spec 2 §2–§4): the grid now, the week ahead, and the selected site's use against it. */
export function ecoTrackerRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getGenerationMix, async ({ clock }) => realTimeMix(clock.now()));

  defineRoute(routes, getEcoTrackerWidget, async ({ clock }) => ecoTrackerWidget(clock.now()));

  defineRoute(routes, getEcoForecast, async ({ db, clock }) => ecoForecast(db, clock.now()));

  defineRoute(routes, getUsageImpact, async ({ db, clock, customerId, input }) =>
    usageImpact(db, customerId, input.date, clock.now()),
  );

  defineRoute(routes, getMonthlyUsageImpact, async ({ db, clock, customerId, input }) =>
    monthlyUsageImpact(db, customerId, input.month, clock.now()),
  );

  return routes;
}
