import { getElectricityBillPeriod, getElectricityForecast, getUsageSummary } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { noSelectedSupply } from '../http/shared-problems.js';
import { requireSelectedAccountOn, selectedAccountOf } from '../billing-accounts/require-selected-account.js';
import { aucklandToday } from '@harakeke/calendar';
import {
  electricityBillPeriod,
  electricityForecast,
  ensureBillPeriodReadings,
  ensureForecastReadings,
  usageSummary,
} from './usage.js';

/** Electricity usage over time (spec 2 §3 and §7), from the half-hourly readings of the selected site. */
export function usageRoutes() {
  const routes = new Hono<ApiEnv>();
  // The forecast runs over the selected billing account's current bill period.
  requireSelectedAccountOn(routes, [getElectricityForecast]);

  defineRoute(routes, getElectricityBillPeriod, async ({ db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    await ensureBillPeriodReadings(db, customerId, input, today);
    const outcome = await electricityBillPeriod(db, customerId, input, today);
    if (outcome.kind !== 'ok') throw noSelectedSupply(outcome);
    return outcome.period;
  });

  defineRoute(routes, getUsageSummary, async ({ db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    await ensureBillPeriodReadings(db, customerId, input, today);
    const outcome = await usageSummary(db, customerId, input, today);
    if (outcome.kind !== 'ok') throw noSelectedSupply(outcome);
    return outcome.summary;
  });

  defineRoute(routes, getElectricityForecast, async ({ c, db, clock, customerId }) => {
    const [selected, today] = [selectedAccountOf(c), aucklandToday(clock.now())];
    await ensureForecastReadings(db, customerId, selected, today);
    const outcome = await electricityForecast(db, customerId, selected, today);
    if (outcome.kind !== 'ok') throw noSelectedSupply(outcome);
    return outcome.forecast;
  });

  return routes;
}
