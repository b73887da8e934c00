import { getAdvancedGasBillPeriod, getAggregatedGasUsage, getNaturalGasUsage } from '@harakeke/contract';
import { aucklandToday } from '@harakeke/calendar';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { advancedGasBillPeriod, aggregatedGasUsage, naturalGasUsage } from './natural-gas.js';

/** Natural gas (spec 2 §3 and §7): the selected site's advanced gas by day, a supply point's year, the site's total. */
export function naturalGasRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getAdvancedGasBillPeriod, async ({ db, clock, customerId, input }) =>
    advancedGasBillPeriod(db, customerId, input, aucklandToday(clock.now())),
  );

  defineRoute(routes, getNaturalGasUsage, async ({ db, clock, customerId, input }) =>
    naturalGasUsage(db, customerId, { ...input, today: aucklandToday(clock.now()) }),
  );

  defineRoute(routes, getAggregatedGasUsage, async ({ db, clock, customerId, input }) =>
    aggregatedGasUsage(db, customerId, input, aucklandToday(clock.now())),
  );

  return routes;
}
