import { getBusinessIndustries, getBusinessProfile, saveBusinessProfile } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { requireSelectedAccountOn, selectedAccountOf } from '../billing-accounts/require-selected-account.js';
import {
  businessIndustries,
  businessProfileOf,
  saveBusinessAnswers,
  type BusinessProfileSaveOutcome,
} from './business-profile.js';

/** The profile a read or save answers, or its problem. */
function businessProfileAnswer(outcome: BusinessProfileSaveOutcome) {
  switch (outcome.kind) {
    case 'ok':
      return outcome.profile;
    // spec 2 §6: a residential account has the home profile instead.
    case 'notBusiness':
      throw problems.notFound(
        'The business profile is for business accounts: a residential account has a home profile.',
      );
    case 'notApplicable':
      throw problems.badRequest(`${outcome.question}: ${outcome.condition}.`);
  }
}

/** The business profile of the selected billing account (spec 2 §3, §5), for sme accounts. */
export function businessProfileRoutes() {
  const routes = new Hono<ApiEnv>();
  requireSelectedAccountOn(routes, [getBusinessProfile, saveBusinessProfile]);

  defineRoute(routes, getBusinessIndustries, async () => businessIndustries());

  defineRoute(routes, getBusinessProfile, async ({ c, db }) =>
    businessProfileAnswer(await businessProfileOf(db, selectedAccountOf(c))),
  );

  defineRoute(routes, saveBusinessProfile, async ({ c, db, clock, input }) =>
    businessProfileAnswer(await saveBusinessAnswers(db, selectedAccountOf(c), input, clock.now())),
  );

  return routes;
}
