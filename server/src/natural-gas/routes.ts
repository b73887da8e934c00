import { getAdvancedGasBillPeriod, getAggregatedGasUsage, getNaturalGasUsage } from '@harakeke/contract';
import { aucklandToday } from '@harakeke/calendar';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { noSelectedSupply } from '../http/shared-problems.js';
import {
  advancedGasBillPeriod,
  aggregatedGasUsage,
  ensureAdvancedGasReadings,
  ensureGasSupplyPointReadings,
  ensureSiteGasReadings,
  naturalGasUsage,
} from './natural-gas.js';

/** Natural gas (spec 2 §3 and §7): the selected site's advanced gas by day, a supply point's year, the site's total. */
export function naturalGasRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getAdvancedGasBillPeriod, async ({ db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    await ensureAdvancedGasReadings(db, customerId, input, today);
    const outcome = await advancedGasBillPeriod(db, customerId, input, today);
    if (outcome.kind !== 'ok') throw noSelectedSupply(outcome);
    return outcome.period;
  });

  defineRoute(routes, getNaturalGasUsage, async ({ db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    await ensureGasSupplyPointReadings(db, customerId, input.supplyPointId, today);
    const outcome = await naturalGasUsage(db, customerId, { ...input, today });
    switch (outcome.kind) {
      case 'ok':
        return outcome.usage;
      // Another customer's supply point gets the same answer as one that does not exist.
      case 'noSuchSupplyPoint':
        throw problems.notFound('You have no natural gas supply point with this id.');
      case 'noDataForYear':
        throw problems.notFound(`There is no natural gas data for ${outcome.year}.`);
    }
  });

  defineRoute(routes, getAggregatedGasUsage, async ({ db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    await ensureSiteGasReadings(db, customerId, today);
    const outcome = await aggregatedGasUsage(db, customerId, input, today);
    if (outcome.kind !== 'ok') throw noSelectedSupply(outcome);
    return outcome.usage;
  });

  return routes;
}
