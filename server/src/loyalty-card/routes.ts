import { getLoyaltyCard, linkLoyaltyCard, unlinkLoyaltyCard } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { aucklandToday } from '@harakeke/calendar';
import { linkCard, loyaltyCardOf, unlinkCard } from './loyalty-card.js';

/** spec 1 §2 'Loyalty Card Settings', spec 2 §3 loyalty card link: for the customer's selected billing account. */
export function loyaltyCardRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getLoyaltyCard, async ({ db, clock, customerId }) =>
    loyaltyCardOf(db, customerId, aucklandToday(clock.now())),
  );

  defineRoute(routes, linkLoyaltyCard, async ({ db, clock, customerId, input }) =>
    linkCard(db, customerId, input.flybuysNumber, aucklandToday(clock.now())),
  );

  defineRoute(routes, unlinkLoyaltyCard, async ({ db, clock, customerId }) =>
    unlinkCard(db, customerId, aucklandToday(clock.now())),
  );

  return routes;
}
