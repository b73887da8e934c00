import { getMove, getMovingHouse, searchMovingHouseAddresses, submitMovingHouse } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { searchAddresses } from './addresses.js';
import { moveOf, movingHouseOf, submitMove } from './moving-house.js';

const noSiteToMoveFrom = () => problems.notFound('You have no site selected to move from.');

/** Moving house (spec 2 §2, §3): the address lookup, the form's starting values, the submit, and the moves. */
export function movingHouseRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, searchMovingHouseAddresses, async ({ input }) => ({ addresses: searchAddresses(input.query) }));

  defineRoute(routes, getMovingHouse, async ({ db, customerId }) => {
    const movingHouse = await movingHouseOf(db, customerId);
    if (!movingHouse) throw noSiteToMoveFrom();
    return movingHouse;
  });

  defineRoute(routes, submitMovingHouse, async ({ db, clock, customerId, input }) => {
    const submission = await submitMove(db, customerId, input, clock.now());
    if (!submission) throw noSiteToMoveFrom();
    if (submission.outcome === 'refused') {
      throw problems.badRequest(`${submission.broken.field}: ${submission.broken.message}`);
    }
    if (submission.outcome === 'inProgress') {
      throw problems.conflict(
        `Your move ${submission.referenceId} is still in progress. We will be in touch about it; call us to change it.`,
      );
    }
    const { move } = submission;
    return { referenceId: move.referenceId, status: move.status, promotionStatus: move.promotionStatus, move };
  });

  defineRoute(routes, getMove, async ({ db, customerId, input }) => {
    const move = await moveOf(db, customerId, input.referenceId);
    if (!move) throw problems.notFound('You have no move with this reference.');
    return move;
  });

  return routes;
}
