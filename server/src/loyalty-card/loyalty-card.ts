import {
  loyaltyCardNumberProblem,
  loyaltyProgramme,
  normaliseLoyaltyCardNumber,
  type LoyaltyCard,
} from '@harakeke/contract';
import type { Database, Queryable } from '../db/client.js';
import { HttpProblem, problems } from '../http/problem.js';
import {
  clearCardLink,
  findClaimHolder,
  findLinkedCardRow,
  findSelectedAccountRow,
  insertCardClaim,
  lastPointsDate,
  lockLinkedCardNumber,
  pointsAwarded,
  releaseUnusedClaim,
  saveCardLink,
  type LinkedCardRow,
} from './queries.js';
import { ineligibleReason, maskCardNumber, type LoyaltyAccount } from './rules.js';

/** The customer's selected billing account: a card is linked per billing account (spec 2 §3). */
async function selectedAccount(db: Queryable, customerId: string): Promise<LoyaltyAccount> {
  const row = await findSelectedAccountRow(db, customerId);
  if (!row) throw problems.notFound('You have no billing account selected.');
  return { id: row.id, type: row.type, isBuyingGroup: row.is_buying_group };
}

/** Points the card earned on this account's bills issued in `year` since it was linked. */
async function pointsEarned(db: Queryable, billingAccountId: string, card: LinkedCardRow, year: number) {
  const { card_number: cardNumber, linked_on: since } = card;
  const points = await pointsAwarded(db, {
    billingAccountId,
    cardNumber,
    since,
    from: `${year}-01-01`,
    to: `${year}-12-31`,
  });
  // Not only this year's: in January a card still shows when it last earned points.
  return { points, lastPointsDate: await lastPointsDate(db, billingAccountId, cardNumber, since) };
}

/** spec 2 §3 loyalty card link: the account's state as the portal shows it, on `today` (Auckland). */
async function loyaltyCardState(db: Queryable, account: LoyaltyAccount, today: string): Promise<LoyaltyCard> {
  const card = await findLinkedCardRow(db, account.id);
  const reason = ineligibleReason(account);
  const year = Number(today.slice(0, 4));
  const earned = card ? await pointsEarned(db, account.id, card, year) : null;
  return {
    billingAccountId: account.id,
    programme: {
      name: loyaltyProgramme.name,
      pointsPerDollar: loyaltyProgramme.pointsPerDollar,
      description: `Link your ${loyaltyProgramme.name} card and earn 1 point for every $2 of your energy bills, added each time a bill is issued.`,
    },
    isEligible: reason === null,
    ineligibleReason: reason,
    hasLinkedCard: card !== undefined,
    flybuysNumber: card ? maskCardNumber(card.card_number) : null,
    flybuysData:
      card && earned
        ? {
            year,
            pointsThisYear: earned.points,
            lastPointsDate: earned.lastPointsDate,
            pointsPerDollar: loyaltyProgramme.pointsPerDollar,
            linkedOn: card.linked_on,
          }
        : null,
  };
}

/** spec 1 §2 'Loyalty Card Settings': the selected account's card, its points and whether it can link one. */
export async function loyaltyCardOf(db: Queryable, customerId: string, today: string): Promise<LoyaltyCard> {
  return loyaltyCardState(db, await selectedAccount(db, customerId), today);
}

/**
 * Links `cardNumber` (16 digits, already checked) to the account, replacing a card linked before. 'claimedByAnother'
 * when another customer holds the number: the claim's primary key decides a race between two customers.
 */
function saveLink(
  db: Database,
  link: { customerId: string; billingAccountId: string; cardNumber: string; today: string },
): Promise<'linked' | 'claimedByAnother'> {
  return db.transaction(async (tx) => {
    await insertCardClaim(tx, link.cardNumber, link.customerId);
    if ((await findClaimHolder(tx, link.cardNumber)) !== link.customerId) return 'claimedByAnother';
    const previous = await lockLinkedCardNumber(tx, link.billingAccountId);
    if (previous === link.cardNumber) return 'linked';
    await saveCardLink(tx, link.billingAccountId, link.cardNumber, link.today);
    if (previous) await releaseUnusedClaim(tx, link.customerId, previous);
    return 'linked';
  });
}

/**
 * Links a card to the selected account: 403 for an account that cannot link one, 409 for a number another
 * customer's account links (without saying whose).
 */
export async function linkCard(
  db: Database,
  customerId: string,
  flybuysNumber: string,
  today: string,
): Promise<LoyaltyCard> {
  // The schema has checked the number; checked again here so no route change can let a wrong one through.
  const problem = loyaltyCardNumberProblem(flybuysNumber);
  if (problem) throw problems.badRequest(`flybuysNumber: ${problem}`);
  const account = await selectedAccount(db, customerId);
  const reason = ineligibleReason(account);
  if (reason) throw new HttpProblem(403, '/error/loyalty_card_not_eligible', 'Not eligible', reason);
  const cardNumber = normaliseLoyaltyCardNumber(flybuysNumber);
  const outcome = await saveLink(db, { customerId, billingAccountId: account.id, cardNumber, today });
  if (outcome === 'claimedByAnother') {
    throw new HttpProblem(
      409,
      '/error/loyalty_card_in_use',
      'Card already linked',
      `This ${loyaltyProgramme.name} card is linked to another customer’s account. Check the number on your card.`,
    );
  }
  return loyaltyCardState(db, account, today);
}

/** Unlinks the selected account's card, freeing its number once no account of the customer links it; 404 if none. */
export async function unlinkCard(db: Database, customerId: string, today: string): Promise<LoyaltyCard> {
  const account = await selectedAccount(db, customerId);
  const unlinked = await db.transaction(async (tx) => {
    const previous = await lockLinkedCardNumber(tx, account.id);
    if (!previous) return false;
    await clearCardLink(tx, account.id);
    await releaseUnusedClaim(tx, customerId, previous);
    return true;
  });
  if (!unlinked) throw problems.notFound(`There is no ${loyaltyProgramme.name} card linked to this account.`);
  return loyaltyCardState(db, account, today);
}
