import { chooseDonationOption, dismissDonationBanner, getDonation } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { requireSelectedAccountOn, selectedAccountOf } from '../billing-accounts/require-selected-account.js';
import { aucklandToday } from '@harakeke/calendar';
import { applyDueChangeAndReadDonation, chooseOption, dismissBanner } from './donation.js';

/** spec 1 §2 /account/profile/donate, spec 2 §3 donation: for the customer's selected billing account. */
export function donationRoutes() {
  const routes = new Hono<ApiEnv>();
  requireSelectedAccountOn(routes, [getDonation, chooseDonationOption, dismissDonationBanner]);

  defineRoute(routes, getDonation, async ({ c, db, clock }) =>
    applyDueChangeAndReadDonation(db, selectedAccountOf(c), aucklandToday(clock.now())),
  );

  defineRoute(routes, chooseDonationOption, async ({ c, db, clock, input }) =>
    chooseOption(db, selectedAccountOf(c), input.optionId, aucklandToday(clock.now())),
  );

  defineRoute(routes, dismissDonationBanner, async ({ c, db, clock }) =>
    dismissBanner(db, selectedAccountOf(c), aucklandToday(clock.now())),
  );

  return routes;
}
