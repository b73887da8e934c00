import { getHomeProfile, saveHomeProfile } from '@harakeke/contract';
import { aucklandToday } from '@harakeke/calendar';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { noHomeProfile } from '../http/shared-problems.js';
import { homeProfileOf, saveHomeAnswers, type HomeProfileSaveOutcome } from './home-profile.js';

/** The profile a read or save answers, or its problem. */
function homeProfileAnswer(outcome: HomeProfileSaveOutcome) {
  switch (outcome.kind) {
    case 'ok':
      return outcome.profile;
    case 'noSiteSelected':
    case 'notResidential':
      throw noHomeProfile(outcome);
    case 'refused':
      throw problems.badRequest(outcome.detail);
  }
}

/** The home profile of the selected site (spec 2 §3–§5), for residential accounts. */
export function homeProfileRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getHomeProfile, async ({ db, clock, customerId }) =>
    homeProfileAnswer(await homeProfileOf(db, customerId, aucklandToday(clock.now()))),
  );

  defineRoute(routes, saveHomeProfile, async ({ db, clock, customerId, input }) =>
    homeProfileAnswer(await saveHomeAnswers(db, customerId, input, clock.now())),
  );

  return routes;
}
