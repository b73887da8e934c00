import {
  checkLpgOrder,
  getLpgMonitoringEligibility,
  getLpgOrderInfo,
  getLpgUsage,
  INELIGIBLE_CREDIT_CONTROL,
  INVALID_GAS_STATUS,
  placeLpgOrder as placeLpgOrderCall,
} from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { HttpProblem, problems } from '../http/problem.js';
import { aucklandToday } from '@harakeke/calendar';
import {
  checkLpgOrderOf,
  lpgOrderInfoOf,
  lpgUsageOf,
  monitoringEligibilityOf,
  placeLpgOrder,
  type LpgOrderRefusal,
} from './lpg.js';
import type { LpgIneligibility } from './rules.js';

/** The problem of an order refused before its eligibility. */
function orderRefusalProblem(refusal: LpgOrderRefusal) {
  return refusal.kind === 'noSuchAgreement'
    ? problems.notFound('You have no LPG supply agreement with this id.')
    : problems.badRequest(`numberOfBottles: at most ${refusal.maxBottles} bottles for this supply agreement`);
}

/** spec 2 §4: an order refused for the account's arrears is 'payment required'; any other reason is an error. */
function ineligibleOrderProblem(reason: LpgIneligibility) {
  return reason === INELIGIBLE_CREDIT_CONTROL
    ? new HttpProblem(
        409,
        INELIGIBLE_CREDIT_CONTROL,
        'Payment required',
        'This account has an overdue balance. Please pay it, then place your order.',
      )
    : new HttpProblem(409, reason, 'Order not possible', 'This supply point is closing, so it takes no orders.');
}

// Another customer's supply point gets the same answer as one that does not exist.
const noSuchSupplyPoint = () => problems.notFound('You have no LPG supply point with this id.');

/** LPG ordering and bottle monitoring (spec 2 §3, §4, §5 and §7). */
export function lpgRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getLpgOrderInfo, async ({ db, customerId }) => lpgOrderInfoOf(db, customerId));

  defineRoute(routes, checkLpgOrder, async ({ db, customerId, input }) => {
    const outcome = await checkLpgOrderOf(db, customerId, input);
    if (outcome.kind !== 'ok') throw orderRefusalProblem(outcome);
    return outcome.answer;
  });

  defineRoute(routes, placeLpgOrderCall, async ({ db, clock, customerId, input }) => {
    const outcome = await placeLpgOrder(db, customerId, input, clock.now());
    switch (outcome.kind) {
      case 'ok':
        return outcome.order;
      case 'ineligible':
        throw ineligibleOrderProblem(outcome.reason);
      case 'noSuchAgreement':
      case 'tooManyBottles':
        throw orderRefusalProblem(outcome);
    }
  });

  defineRoute(routes, getLpgMonitoringEligibility, async ({ db, customerId, input }) => {
    const outcome = await monitoringEligibilityOf(db, customerId, input.id);
    if (outcome.kind !== 'ok') throw noSuchSupplyPoint();
    return outcome.answer;
  });

  defineRoute(routes, getLpgUsage, async ({ db, clock, customerId, input }) => {
    const outcome = await lpgUsageOf(db, customerId, input.id, aucklandToday(clock.now()));
    switch (outcome.kind) {
      case 'ok':
        return outcome.usage;
      case 'noSuchSupplyPoint':
        throw noSuchSupplyPoint();
      // spec 2 §4: usage 404 with invalid_gas_status means data fail.
      case 'monitoringNotActive':
        throw new HttpProblem(
          404,
          INVALID_GAS_STATUS,
          'Monitoring not active',
          'Bottle monitoring is not active for this supply point, so there are no bottle reads.',
        );
    }
  });

  return routes;
}
