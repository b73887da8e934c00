import {
  checkLpgOrder,
  getLpgMonitoringEligibility,
  getLpgOrderInfo,
  getLpgUsage,
  INELIGIBLE_CREDIT_CONTROL,
  INVALID_GAS_STATUS,
  placeLpgOrder,
  type LpgOrderRequest,
} from '@harakeke/contract';
import { Hono } from 'hono';
import type { Queryable } from '../db/client.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { HttpProblem, problems } from '../http/problem.js';
import { aucklandToday } from '@harakeke/calendar';
import { bottleUsage, lpgAgreementOf, lpgOrderInfoOf, lpgSupplyPointOf, placeOrder } from './lpg.js';
import { ineligibility, maxBottlesOf } from './rules.js';

/** The customer's agreement for an order, with the bottle limit checked (spec 2 §5); 404 for another's. */
async function orderableAgreement(db: Queryable, customerId: string, input: LpgOrderRequest) {
  const point = await lpgAgreementOf(db, customerId, input.supplyAgreementId);
  if (!point) throw problems.notFound('You have no LPG supply agreement with this id.');
  const maxBottles = maxBottlesOf(point);
  if (input.numberOfBottles > maxBottles) {
    throw problems.badRequest(`numberOfBottles: at most ${maxBottles} bottles for this supply agreement`);
  }
  return point;
}

async function ownLpgSupplyPoint(db: Queryable, customerId: string, id: string) {
  const point = await lpgSupplyPointOf(db, customerId, id);
  // Another customer's supply point gets the same answer as one that does not exist.
  if (!point) throw problems.notFound('You have no LPG supply point with this id.');
  return point;
}

/** LPG ordering and bottle monitoring (spec 2 §3, §4, §5 and §7). */
export function lpgRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getLpgOrderInfo, async ({ db, customerId }) => lpgOrderInfoOf(db, customerId));

  defineRoute(routes, checkLpgOrder, async ({ db, customerId, input }) => {
    const point = await orderableAgreement(db, customerId, input);
    const reason = ineligibility(point);
    const maxBottles = maxBottlesOf(point);
    return reason === null
      ? { eligible: true as const, reason: null, maxBottles }
      : { eligible: false as const, reason, maxBottles };
  });

  defineRoute(routes, placeLpgOrder, async ({ db, clock, customerId, input }) => {
    const point = await orderableAgreement(db, customerId, input);
    const reason = ineligibility(point);
    if (reason === INELIGIBLE_CREDIT_CONTROL) {
      throw new HttpProblem(
        409,
        INELIGIBLE_CREDIT_CONTROL,
        'Payment required',
        'This account has an overdue balance. Please pay it, then place your order.',
      );
    }
    if (reason !== null) {
      throw new HttpProblem(409, reason, 'Order not possible', 'This supply point is closing, so it takes no orders.');
    }
    return placeOrder(db, customerId, point, input, clock.now());
  });

  defineRoute(routes, getLpgMonitoringEligibility, async ({ db, customerId, input }) => {
    const point = await ownLpgSupplyPoint(db, customerId, input.id);
    return {
      supplyPointId: point.id,
      eligibility: point.monitoring_active ? ('ACTIVE' as const) : ('NOTACTIVE' as const),
    };
  });

  defineRoute(routes, getLpgUsage, async ({ db, clock, customerId, input }) => {
    const point = await ownLpgSupplyPoint(db, customerId, input.id);
    if (!point.monitoring_active) {
      throw new HttpProblem(
        404,
        INVALID_GAS_STATUS,
        'Monitoring not active',
        'Bottle monitoring is not active for this supply point, so there are no bottle reads.',
      );
    }
    return bottleUsage(point.id, aucklandToday(clock.now()));
  });

  return routes;
}
