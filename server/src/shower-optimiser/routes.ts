import { getShowerOptimiser, saveShowerOptimiser } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { saveShowers, showerOptimiserOf } from './shower-optimiser.js';

/** Shower optimiser (spec 2 §3, §7): the household's showers, kept per customer, and their yearly cost. */
export function showerOptimiserRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getShowerOptimiser, async ({ db, customerId }) => showerOptimiserOf(db, customerId));

  defineRoute(routes, saveShowerOptimiser, async ({ db, customerId, input }) => saveShowers(db, customerId, input));

  return routes;
}
