import { getLoyaltyCard, linkLoyaltyCard, loyaltyProgramme, unlinkLoyaltyCard } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { HttpProblem, problems } from '../http/problem.js';
import { requireSelectedAccountOn, selectedAccountOf } from '../billing-accounts/require-selected-account.js';
import { aucklandToday } from '@harakeke/calendar';
import { linkCard, loyaltyCardOf, unlinkCard } from './loyalty-card.js';

/** spec 1 §2 'Loyalty Card Settings', spec 2 §3 loyalty card link: for the customer's selected billing account. */
export function loyaltyCardRoutes() {
  const routes = new Hono<ApiEnv>();
  requireSelectedAccountOn(routes, [getLoyaltyCard, linkLoyaltyCard, unlinkLoyaltyCard]);

  defineRoute(routes, getLoyaltyCard, async ({ c, db, clock }) =>
    loyaltyCardOf(db, selectedAccountOf(c), aucklandToday(clock.now())),
  );

  defineRoute(routes, linkLoyaltyCard, async ({ c, db, clock, customerId, input }) => {
    const outcome = await linkCard(db, {
      customerId,
      account: selectedAccountOf(c),
      flybuysNumber: input.flybuysNumber,
      today: aucklandToday(clock.now()),
    });
    switch (outcome.kind) {
      case 'ok':
        return outcome.card;
      case 'invalidNumber':
        throw problems.badRequest(`flybuysNumber: ${outcome.problem}`);
      case 'notEligible':
        throw new HttpProblem(403, '/error/loyalty_card_not_eligible', 'Not eligible', outcome.reason);
      case 'claimedByAnother':
        throw new HttpProblem(
          409,
          '/error/loyalty_card_in_use',
          'Card already linked',
          `This ${loyaltyProgramme.name} card is linked to another customer’s account. Check the number on your card.`,
        );
    }
  });

  defineRoute(routes, unlinkLoyaltyCard, async ({ c, db, clock, customerId }) => {
    const outcome = await unlinkCard(db, customerId, selectedAccountOf(c), aucklandToday(clock.now()));
    if (outcome.kind === 'noLinkedCard') {
      throw problems.notFound(`There is no ${loyaltyProgramme.name} card linked to this account.`);
    }
    return outcome.card;
  });

  return routes;
}
