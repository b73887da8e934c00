import { getBusinessIndustries, getBusinessProfile, saveBusinessProfile } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { businessIndustries, businessProfileOf, saveBusinessAnswers } from './business-profile.js';

/** The business profile of the selected billing account (spec 2 §3, §5), for sme accounts. */
export function businessProfileRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getBusinessIndustries, async () => businessIndustries());

  defineRoute(routes, getBusinessProfile, async ({ db, customerId }) => businessProfileOf(db, customerId));

  defineRoute(routes, saveBusinessProfile, async ({ db, customerId, input }) =>
    saveBusinessAnswers(db, customerId, input),
  );

  return routes;
}
