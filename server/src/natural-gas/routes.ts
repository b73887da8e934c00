import { getAdvancedGasBillPeriod, getAggregatedGasUsage, getNaturalGasUsage } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { advancedGasBillPeriod, aggregatedGasUsage, naturalGasUsage } from './natural-gas.js';

/** Natural gas (spec 2 §3 and §7): the selected site's advanced gas by day, a supply point's year, the site's total. */
export function naturalGasRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getAdvancedGasBillPeriod, async ({ db, customerId, input }) =>
    advancedGasBillPeriod(db, customerId, input),
  );

  defineRoute(routes, getNaturalGasUsage, async ({ db, customerId, input }) => naturalGasUsage(db, customerId, input));

  defineRoute(routes, getAggregatedGasUsage, async ({ db, customerId, input }) =>
    aggregatedGasUsage(db, customerId, input),
  );

  return routes;
}
