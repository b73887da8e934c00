import { getElectricityBillPeriod, getElectricityForecast, getUsageSummary } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { aucklandToday } from '@harakeke/calendar';
import { electricityBillPeriod, electricityForecast, usageSummary } from './usage.js';

/** Electricity usage over time (spec 2 §3 and §7), from the half-hourly readings of the selected site. */
export function usageRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getElectricityBillPeriod, async ({ db, clock, customerId, input }) =>
    electricityBillPeriod(db, customerId, input, aucklandToday(clock.now())),
  );

  defineRoute(routes, getUsageSummary, async ({ db, clock, customerId, input }) =>
    usageSummary(db, customerId, input, aucklandToday(clock.now())),
  );

  defineRoute(routes, getElectricityForecast, async ({ db, clock, customerId }) =>
    electricityForecast(db, customerId, aucklandToday(clock.now())),
  );

  return routes;
}
