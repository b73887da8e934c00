import {
  loyaltyCardNumberProblem,
  loyaltyProgramme,
  normaliseLoyaltyCardNumber,
  type LoyaltyCard,
} from '@harakeke/contract';
import type { Database, Queryable } from '../db/client.js';
import {
  clearCardLink,
  findClaimHolder,
  findLinkedCardRow,
  insertCardClaim,
  lastPointsDate,
  lockLinkedCardNumber,
  pointsAwarded,
  releaseUnusedClaim,
  saveCardLink,
  type LinkedCardRow,
} from './queries.js';
import { ineligibleReason, maskCardNumber, type LoyaltyAccount } from './rules.js';

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

/**
 * spec 1 §2 'Loyalty Card Settings': the selected account's card, its points and whether it can link one. A card is
 * linked per billing account (spec 2 §3): the customer's selected one.
 */
export async function loyaltyCardOf(db: Queryable, account: LoyaltyAccount, today: string): Promise<LoyaltyCard> {
  return loyaltyCardState(db, account, today);
}

/** What linking a card came to: the account's state after it, or why it was refused. */
export type LinkCardOutcome =
  | { kind: 'ok'; card: LoyaltyCard }
  | { kind: 'invalidNumber'; problem: string }
  | { kind: 'notEligible'; reason: string }
  | { kind: 'claimedByAnother' };

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
 * Links a card to the selected account: refused for an account that cannot link one, and for a number another
 * customer's account links (without saying whose).
 */
export async function linkCard(
  db: Database,
  link: { customerId: string; account: LoyaltyAccount; flybuysNumber: string; today: string },
): Promise<LinkCardOutcome> {
  const { customerId, account, flybuysNumber, today } = link;
  // The schema has checked the number; checked again here so no route change can let a wrong one through.
  const problem = loyaltyCardNumberProblem(flybuysNumber);
  if (problem) return { kind: 'invalidNumber', problem };
  const reason = ineligibleReason(account);
  if (reason) return { kind: 'notEligible', reason };
  const cardNumber = normaliseLoyaltyCardNumber(flybuysNumber);
  const outcome = await saveLink(db, { customerId, billingAccountId: account.id, cardNumber, today });
  if (outcome === 'claimedByAnother') return { kind: 'claimedByAnother' };
  return { kind: 'ok', card: await loyaltyCardState(db, account, today) };
}

/** What unlinking came to: the account's state after it, or no card linked to unlink. */
export type UnlinkCardOutcome = { kind: 'ok'; card: LoyaltyCard } | { kind: 'noLinkedCard' };

/** Unlinks the selected account's card, freeing its number once no account of the customer links it. */
export async function unlinkCard(
  db: Database,
  customerId: string,
  account: LoyaltyAccount,
  today: string,
): Promise<UnlinkCardOutcome> {
  const unlinked = await db.transaction(async (tx) => {
    const previous = await lockLinkedCardNumber(tx, account.id);
    if (!previous) return false;
    await clearCardLink(tx, account.id);
    await releaseUnusedClaim(tx, customerId, previous);
    return true;
  });
  if (!unlinked) return { kind: 'noLinkedCard' };
  return { kind: 'ok', card: await loyaltyCardState(db, account, today) };
}
