import { getOutage } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { currentOutage } from './outage.js';

/** The national outage notice (spec 1 §4): the one public call, answered to signed-out visitors too. */
export function outageRoutes() {
  const routes = new Hono<ApiEnv>();
  defineRoute(routes, getOutage, async ({ db }) => currentOutage(db));
  return routes;
}
