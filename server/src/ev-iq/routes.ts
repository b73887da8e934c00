import {
  getEvCarbonUsage,
  getEvEcoTracker,
  getEvElectricityUsage,
  getEvInsights,
  getEvModels,
  getEvSummary,
  getMyEv,
  getMyEvOptions,
  saveMyEv,
} from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { noSelectedSupply } from '../http/shared-problems.js';
import { aucklandToday } from '@harakeke/calendar';
import { evJourney, evModelsByMake, findEvModel } from './catalogue.js';
import {
  ensureEvGraphReadings,
  evCarbonUsage,
  evEcoTrackerOf,
  evElectricityUsage,
  evInsightsOf,
  evSummary,
  myEvOf,
  saveEv,
  type EvSiteOutcome,
} from './ev-iq.js';

/** The answer of a call over the selected site's electricity, or its problem when the site has none. */
function siteAnswer<Answer>(outcome: EvSiteOutcome<Answer>): Answer {
  if (outcome.kind !== 'ok') throw noSelectedSupply(outcome);
  return outcome.answer;
}

/**
 * EV plan (spec 2 §3, §7). spec 2 §8 treats an EV answer with an `error` field as a failure, so a customer without
 * an EV gets `myEV: null` and NO_DATA widgets, never an error field; failures are problem+json with their status.
 */
export function evIqRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getEvModels, async () => ({ makes: evModelsByMake() }));

  defineRoute(routes, getMyEvOptions, async () => evJourney);

  defineRoute(routes, getMyEv, async ({ db, customerId }) => ({ myEV: await myEvOf(db, customerId) }));

  defineRoute(routes, saveMyEv, async ({ db, clock, customerId, input }) => {
    // The contract checks the shape; only the server knows the catalogue.
    if (!findEvModel(input.modelId)) throw problems.badRequest('modelId: not an EV of the catalogue');
    return { myEV: await saveEv(db, customerId, input, clock.now()) };
  });

  defineRoute(routes, getEvInsights, async ({ db, customerId }) => evInsightsOf(db, customerId));

  defineRoute(routes, getEvEcoTracker, async ({ db, clock, customerId }) =>
    evEcoTrackerOf(db, customerId, clock.now()),
  );

  defineRoute(routes, getEvElectricityUsage, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    await ensureEvGraphReadings(db, customerId, today);
    return siteAnswer(await evElectricityUsage(db, customerId, today));
  });

  defineRoute(routes, getEvCarbonUsage, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    await ensureEvGraphReadings(db, customerId, today);
    return siteAnswer(await evCarbonUsage(db, customerId, today));
  });

  defineRoute(routes, getEvSummary, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    await ensureEvGraphReadings(db, customerId, today);
    return siteAnswer(await evSummary(db, customerId, today));
  });

  return routes;
}
