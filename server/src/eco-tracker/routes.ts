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
import { problems } from '../http/problem.js';
import { noSelectedSupply } from '../http/shared-problems.js';
import {
  ecoForecast,
  ecoTrackerWidget,
  ensureUsageImpactReadings,
  monthlyUsageImpact,
  usageImpact,
  type UsageImpactOutcome,
} from './eco-tracker.js';
import { realTimeMix } from './rules.js';

/** The usage impact a call answers, or its problem. */
function usageImpactAnswer<Impact>(outcome: UsageImpactOutcome<Impact>): Impact {
  switch (outcome.kind) {
    case 'ok':
      return outcome.impact;
    case 'noSupply':
      throw noSelectedSupply(outcome);
    case 'noImpact':
      throw problems.notFound(`There is no usage impact for ${outcome.when}.`);
  }
}

/** The eco tracker (spec 2 §2–§4): the grid now, the week ahead, and the selected site's use against it. */
export function ecoTrackerRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getGenerationMix, async ({ clock }) => realTimeMix(clock.now()));

  defineRoute(routes, getEcoTrackerWidget, async ({ clock }) => ecoTrackerWidget(clock.now()));

  defineRoute(routes, getEcoForecast, async ({ db, clock }) => ecoForecast(db, clock.now()));

  defineRoute(routes, getUsageImpact, async ({ db, clock, customerId, input }) => {
    const now = clock.now();
    await ensureUsageImpactReadings(db, customerId, now);
    return usageImpactAnswer(await usageImpact(db, customerId, input.date, now));
  });

  defineRoute(routes, getMonthlyUsageImpact, async ({ db, clock, customerId, input }) => {
    const now = clock.now();
    await ensureUsageImpactReadings(db, customerId, now);
    return usageImpactAnswer(await monthlyUsageImpact(db, customerId, input.month, now));
  });

  return routes;
}
