import { getHomeProfile, saveHomeProfile } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { homeProfileOf, saveHomeAnswers } from './home-profile.js';

/** The home profile of the selected site (spec 2 §3–§5), for residential accounts. */
export function homeProfileRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getHomeProfile, async ({ db, customerId }) => homeProfileOf(db, customerId));

  defineRoute(routes, saveHomeProfile, async ({ db, customerId, input }) => saveHomeAnswers(db, customerId, input));

  return routes;
}
