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
  powershoutProblems,
  setPowerShoutWalkThroughSeen,
  setPowershoutSeen,
} from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { HttpProblem, problems } from '../http/problem.js';
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
  type PowershoutOutcome,
  type PowershoutRefusal,
} from './powershout.js';

/** spec 2 §8: a problem of one of PowerShout's own types. */
const powershoutProblem = (status: 400 | 404, kind: keyof typeof powershoutProblems, detail: string) =>
  new HttpProblem(status, powershoutProblems[kind].type, powershoutProblems[kind].title, detail);

/** The problem each refusal answers; another customer's things read as ones that do not exist. */
function refusalProblem(refusal: PowershoutRefusal): HttpProblem {
  switch (refusal.kind) {
    // Member-only calls answer 404 to a customer who is not enrolled.
    case 'notEnrolled':
      return powershoutProblem(404, 'notEnrolled', 'You are not enrolled in PowerShout.');
    case 'noSuchSupplyPoint':
      return problems.notFound('You have no supply point with this id.');
    case 'notBookable':
      return powershoutProblem(
        400,
        'invalidBooking',
        'supplyPointId: PowerShout cannot be booked on this supply point.',
      );
    case 'dateNotBookable':
      return problems.badRequest(
        `selectedDate: bookings can be made from ${refusal.firstDate} to ${refusal.lastDate}.`,
      );
    case 'noSuchMembership':
      return problems.notFound('You have no PowerShout loyalty account with this id and member id.');
    case 'noSuchLoyaltyAccount':
      return problems.notFound('You have no PowerShout loyalty account with this id.');
    case 'noSuchOffer':
      return problems.notFound('You have no offer with this campaignOfferId.');
    case 'offerCodeMismatch':
      return problems.badRequest('offerCode: does not match this offer.');
    // spec 2 §8: the two titles the portal tells apart.
    case 'offerAlreadyAccepted':
      return powershoutProblem(400, 'offerAlreadyAccepted', 'You have already accepted this offer.');
    case 'offerExpired':
      return powershoutProblem(400, 'offerExpired', `This offer ended on ${refusal.expiresOn}.`);
    case 'overMaxQuantity':
      return problems.badRequest(`quantity: this offer allows at most ${refusal.maxQuantity}.`);
    case 'agreementMismatch':
      return powershoutProblem(400, 'invalidBooking', 'supplyAgreementId: is not the agreement of this supply point.');
    // spec 2 §8: a start that has passed is time_lapsed; every other time the rules refuse is an invalid booking.
    case 'bookingTimeRefused':
      return powershoutProblem(
        400,
        refusal.refusal.reason === 'timeLapsed' ? 'timeLapsed' : 'invalidBooking',
        refusal.refusal.detail,
      );
    case 'notEnoughHours':
      return powershoutProblem(400, 'invalidBooking', `duration: you have ${refusal.availableHours} hours to book.`);
    case 'noSuchBooking':
      return problems.notFound('You have no PowerShout booking with this id.');
    case 'noSuchBookingOnAccount':
      return problems.notFound('You have no PowerShout booking with this id on this billing account.');
    case 'bookingStarted':
      return powershoutProblem(400, 'invalidBooking', 'bookingId: a booking that has started cannot be cancelled.');
  }
}

/** A call's answer, or the problem of its refusal. */
function powershoutAnswer<Answer>(outcome: PowershoutOutcome<Answer, PowershoutRefusal['kind']>): Answer {
  if (outcome.kind === 'ok') return outcome.answer;
  throw refusalProblem(outcome);
}

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
    powershoutAnswer(await settleLapsedHoursAndPageHistory(db, customerId, input, clock.now())),
  );

  defineRoute(routes, getPowershoutBalance, async ({ db, clock, customerId }) =>
    powershoutAnswer(await settleLapsedHoursAndReadBalance(db, customerId, clock.now())),
  );

  defineRoute(routes, getPowershoutEligibleAccounts, async ({ db, customerId }) => ({
    accounts: await eligibleAccountsOf(db, customerId),
  }));

  defineRoute(routes, getPowershoutOffers, async ({ db, clock, customerId }) =>
    powershoutAnswer(await powershoutOffersOf(db, customerId, clock.now())),
  );

  defineRoute(routes, getPowershoutBookings, async ({ db, clock, customerId, input }) =>
    powershoutAnswer(await settleLapsedHoursAndAnswerBookings(db, customerId, input, clock.now())),
  );

  defineRoute(routes, acceptPowershoutOffer, async ({ db, clock, customerId, input }) =>
    powershoutAnswer(await acceptOffer(db, customerId, input, clock.now())),
  );

  defineRoute(routes, addPowershoutBooking, async ({ db, clock, customerId, input }) =>
    powershoutAnswer(await addBooking(db, customerId, input, clock.now())),
  );

  defineRoute(routes, deletePowershoutBooking, async ({ db, clock, customerId, input }) =>
    powershoutAnswer(await cancelBooking(db, customerId, input, clock.now())),
  );

  return routes;
}
