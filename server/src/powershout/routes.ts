import {
  acceptPowershoutOffer,
  addPowershoutBooking,
  deletePowershoutBooking,
  getPowershout,
  getPowershoutBalance,
  getPowershoutBookings,
  getPowershoutCurrency,
  getPowershoutEligibleAccounts,
  getPowershoutHistory,
  getPowershoutOffers,
  setPowerShoutWalkThroughSeen,
  setPowershoutSeen,
} from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import {
  acceptOffer,
  addBooking,
  cancelBooking,
  completeWalkthrough,
  eligibleAccountsOf,
  markPowershoutSeen,
  powershoutOffersOf,
  settleLapsedHoursAndAnswerBookings,
  settleLapsedHoursAndOverview,
  settleLapsedHoursAndPageHistory,
  settleLapsedHoursAndReadBalance,
  settleLapsedHoursAndSummarise,
} from './powershout.js';

/** PowerShout (spec 2 §3, §4, §7, §8), for the signed-in customer only. */
export function powershoutRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getPowershout, async ({ db, clock, customerId }) =>
    settleLapsedHoursAndSummarise(db, customerId, clock.now()),
  );

  defineRoute(routes, setPowershoutSeen, async ({ db, customerId, input }) =>
    markPowershoutSeen(db, customerId, input.powerShoutSeen),
  );

  defineRoute(routes, setPowerShoutWalkThroughSeen, async ({ db, customerId }) => completeWalkthrough(db, customerId));

  defineRoute(routes, getPowershoutCurrency, async ({ db, clock, customerId }) =>
    settleLapsedHoursAndOverview(db, customerId, clock.now()),
  );

  defineRoute(routes, getPowershoutHistory, async ({ db, clock, customerId, input }) =>
    settleLapsedHoursAndPageHistory(db, customerId, input, clock.now()),
  );

  defineRoute(routes, getPowershoutBalance, async ({ db, clock, customerId }) =>
    settleLapsedHoursAndReadBalance(db, customerId, clock.now()),
  );

  defineRoute(routes, getPowershoutEligibleAccounts, async ({ db, customerId }) => ({
    accounts: await eligibleAccountsOf(db, customerId),
  }));

  defineRoute(routes, getPowershoutOffers, async ({ db, clock, customerId }) =>
    powershoutOffersOf(db, customerId, clock.now()),
  );

  defineRoute(routes, getPowershoutBookings, async ({ db, clock, customerId, input }) =>
    settleLapsedHoursAndAnswerBookings(db, customerId, input, clock.now()),
  );

  defineRoute(routes, acceptPowershoutOffer, async ({ db, clock, customerId, input }) =>
    acceptOffer(db, customerId, input, clock.now()),
  );

  defineRoute(routes, addPowershoutBooking, async ({ db, clock, customerId, input }) =>
    addBooking(db, customerId, input, clock.now()),
  );

  defineRoute(routes, deletePowershoutBooking, async ({ db, clock, customerId, input }) =>
    cancelBooking(db, customerId, input, clock.now()),
  );

  return routes;
}
