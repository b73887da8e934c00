import { chooseDonationOption, dismissDonationBanner, getDonation } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { aucklandToday } from '@harakeke/calendar';
import { applyDueChangeAndReadDonation, chooseOption, dismissBanner } from './donation.js';

/** spec 1 §2 /account/profile/donate, spec 2 §3 donation: for the customer's selected billing account. */
export function donationRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getDonation, async ({ db, clock, customerId }) =>
    applyDueChangeAndReadDonation(db, customerId, aucklandToday(clock.now())),
  );

  defineRoute(routes, chooseDonationOption, async ({ db, clock, customerId, input }) =>
    chooseOption(db, customerId, input.optionId, aucklandToday(clock.now())),
  );

  defineRoute(routes, dismissDonationBanner, async ({ db, clock, customerId }) =>
    dismissBanner(db, customerId, aucklandToday(clock.now())),
  );

  return routes;
}
