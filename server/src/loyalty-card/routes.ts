import {
  chooseDonationOption,
  dismissDonationBanner,
  getDonation,
  getLoyaltyCard,
  linkLoyaltyCard,
  loyaltyCardNumberProblem,
  loyaltyProgramme,
  normaliseLoyaltyCardNumber,
  unlinkLoyaltyCard,
} from '@harakeke/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import { chooseOption, dismissBanner, donationState, selectedDonationAccount } from '../donation/queries.js';
import { ineligibleReason, linkCard, loyaltyCardState, selectedLoyaltyAccount, unlinkCard } from './queries.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { HttpProblem, problems } from '../http/problem.js';
import { aucklandToday } from '../usage/period-data.js';

const noSelectedAccount = () => problems.notFound('You have no billing account selected.');

/** Loyalty card link and donations, each for the customer's selected billing account. */
export function loyaltyDonationRoutes(app: Hono<ApiEnv>, db: Database) {
  loyaltyCardRoutes(app, db);
  donationRoutes(app, db);
}

/** spec 1 §2 'Loyalty Card Settings', spec 2 §3 loyalty card link. */
function loyaltyCardRoutes(app: Hono<ApiEnv>, db: Database) {
  const account = async (customerId: string) => {
    const selected = await selectedLoyaltyAccount(db, customerId);
    if (!selected) throw noSelectedAccount();
    return selected;
  };

  defineRoute(app, getLoyaltyCard, async ({ customerId }) =>
    loyaltyCardState(db, await account(customerId), aucklandToday()),
  );

  defineRoute(app, linkLoyaltyCard, async ({ customerId, input }) => {
    // The schema has checked the number; checked again here so no route change can let a wrong one through.
    const problem = loyaltyCardNumberProblem(input.flybuysNumber);
    if (problem) throw problems.badRequest(`flybuysNumber: ${problem}`);
    const selected = await account(customerId);
    const reason = ineligibleReason(selected);
    if (reason) throw new HttpProblem(403, '/error/loyalty_card_not_eligible', 'Not eligible', reason);
    const today = aucklandToday();
    const cardNumber = normaliseLoyaltyCardNumber(input.flybuysNumber);
    const outcome = await linkCard(db, { customerId, billingAccountId: selected.id, cardNumber, today });
    if (outcome === 'claimedByAnother') {
      throw new HttpProblem(
        409,
        '/error/loyalty_card_in_use',
        'Card already linked',
        `This ${loyaltyProgramme.name} card is linked to another customer's account. Check the number on your card.`,
      );
    }
    return loyaltyCardState(db, selected, today);
  });

  defineRoute(app, unlinkLoyaltyCard, async ({ customerId }) => {
    const selected = await account(customerId);
    if (!(await unlinkCard(db, customerId, selected.id))) {
      throw problems.notFound(`There is no ${loyaltyProgramme.name} card linked to this account.`);
    }
    return loyaltyCardState(db, selected, aucklandToday());
  });
}

/** spec 1 §2 /account/profile/donate, spec 2 §3 donation. */
function donationRoutes(app: Hono<ApiEnv>, db: Database) {
  const account = async (customerId: string) => {
    const selected = await selectedDonationAccount(db, customerId);
    if (!selected) throw noSelectedAccount();
    return selected;
  };

  defineRoute(app, getDonation, async ({ customerId }) =>
    donationState(db, (await account(customerId)).id, aucklandToday()),
  );

  defineRoute(app, chooseDonationOption, async ({ customerId, input }) =>
    chooseOption(db, await account(customerId), input.optionId, aucklandToday()),
  );

  defineRoute(app, dismissDonationBanner, async ({ customerId }) =>
    dismissBanner(db, (await account(customerId)).id, aucklandToday()),
  );
}
