import { loyaltyProgramme, type LoyaltyCard } from '@harakeke/contract';
import type { Database } from '../db/client.js';

type Queryable = Pick<Database, 'query'>;

/** The selected billing account, with what decides whether it can link a loyalty card. */
export interface LoyaltyAccount {
  id: string;
  type: 'residential' | 'sme';
  isBuyingGroup: boolean;
}

export async function selectedLoyaltyAccount(db: Queryable, customerId: string): Promise<LoyaltyAccount | null> {
  const [row] = await db.query<{ id: string; type: 'residential' | 'sme'; is_buying_group: boolean }>(
    'SELECT id, type, is_buying_group FROM billing_accounts WHERE customer_id = $1 AND is_selected',
    [customerId],
  );
  return row ? { id: row.id, type: row.type, isBuyingGroup: row.is_buying_group } : null;
}

/**
 * Why an account cannot link a card, or null when it can: the programme rewards household spending, and a buying
 * group's members already get the group's terms.
 */
export function ineligibleReason(account: LoyaltyAccount): string | null {
  if (account.isBuyingGroup) {
    return `Buying-group accounts get their group's terms instead, so a ${loyaltyProgramme.name} card can't be linked to this account.`;
  }
  if (account.type !== 'residential') {
    return `${loyaltyProgramme.name} cards can be linked to residential accounts only, not to business accounts.`;
  }
  return null;
}

export interface LinkedCard {
  cardNumber: string;
  linkedOn: string;
}

export async function findLinkedCard(db: Queryable, billingAccountId: string): Promise<LinkedCard | null> {
  const [row] = await db.query<{ card_number: string; linked_on: string }>(
    `SELECT card_number, to_char(linked_on, 'YYYY-MM-DD') AS linked_on
       FROM loyalty_card_links WHERE billing_account_id = $1 AND card_number IS NOT NULL`,
    [billingAccountId],
  );
  return row ? { cardNumber: row.card_number, linkedOn: row.linked_on } : null;
}

/** A card number with all but its last 4 digits hidden, in the groups of four printed on the card. */
export function maskCardNumber(cardNumber: string): string {
  return `•••• •••• •••• ${cardNumber.slice(-4)}`;
}

/** Points the card earned on this account's bills issued in `year` since it was linked. */
async function pointsEarned(db: Queryable, billingAccountId: string, card: LinkedCard, year: number) {
  const [row] = await db.query<{ points: string }>(
    `SELECT coalesce(sum(points), 0)::text AS points FROM loyalty_points_awards
      WHERE billing_account_id = $1 AND card_number = $2 AND bill_issue_date >= $3::date
        AND bill_issue_date BETWEEN $4::date AND $5::date`,
    [billingAccountId, card.cardNumber, card.linkedOn, `${year}-01-01`, `${year}-12-31`],
  );
  // Not only this year's: in January a card still shows when it last earned points.
  const [last] = await db.query<{ last_points_date: string | null }>(
    `SELECT to_char(max(bill_issue_date), 'YYYY-MM-DD') AS last_points_date
       FROM loyalty_points_awards WHERE billing_account_id = $1 AND card_number = $2 AND bill_issue_date >= $3::date`,
    [billingAccountId, card.cardNumber, card.linkedOn],
  );
  return { points: Number(row?.points ?? 0), lastPointsDate: last?.last_points_date ?? null };
}

/** spec 2 §3 loyalty card link: the account's state as the portal shows it, on `today` (Auckland). */
export async function loyaltyCardState(db: Queryable, account: LoyaltyAccount, today: string): Promise<LoyaltyCard> {
  const card = await findLinkedCard(db, account.id);
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
    hasLinkedCard: card !== null,
    flybuysNumber: card ? maskCardNumber(card.cardNumber) : null,
    flybuysData:
      card && earned
        ? {
            year,
            pointsThisYear: earned.points,
            lastPointsDate: earned.lastPointsDate,
            pointsPerDollar: loyaltyProgramme.pointsPerDollar,
            linkedOn: card.linkedOn,
          }
        : null,
  };
}

/** Lets go of a customer's claim on a number once none of their accounts links it any more. */
async function releaseUnusedClaim(tx: Queryable, customerId: string, cardNumber: string): Promise<void> {
  await tx.query(
    `DELETE FROM loyalty_card_claims c
      WHERE c.card_number = $1 AND c.customer_id = $2
        AND NOT EXISTS (SELECT 1 FROM loyalty_card_links l WHERE l.card_number = c.card_number)`,
    [cardNumber, customerId],
  );
}

/**
 * Links `cardNumber` (16 digits, already checked) to the account, replacing a card linked before. 'claimedByAnother'
 * when another customer holds the number: the claim's primary key decides a race between two customers.
 */
export async function linkCard(
  db: Database,
  link: { customerId: string; billingAccountId: string; cardNumber: string; today: string },
): Promise<'linked' | 'claimedByAnother'> {
  return db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO loyalty_card_claims (card_number, customer_id) VALUES ($1, $2) ON CONFLICT (card_number) DO NOTHING',
      [link.cardNumber, link.customerId],
    );
    const [claim] = await tx.query<{ customer_id: string }>(
      'SELECT customer_id FROM loyalty_card_claims WHERE card_number = $1',
      [link.cardNumber],
    );
    if (claim?.customer_id !== link.customerId) return 'claimedByAnother';
    const [previous] = await tx.query<{ card_number: string | null }>(
      'SELECT card_number FROM loyalty_card_links WHERE billing_account_id = $1 FOR UPDATE',
      [link.billingAccountId],
    );
    if (previous?.card_number === link.cardNumber) return 'linked';
    await tx.query(
      `INSERT INTO loyalty_card_links (billing_account_id, card_number, linked_on, updated_at)
       VALUES ($1, $2, $3::date, now())
       ON CONFLICT (billing_account_id)
       DO UPDATE SET card_number = excluded.card_number, linked_on = excluded.linked_on, updated_at = now()`,
      [link.billingAccountId, link.cardNumber, link.today],
    );
    if (previous?.card_number) await releaseUnusedClaim(tx, link.customerId, previous.card_number);
    return 'linked';
  });
}

/** Unlinks the account's card; false when none was linked. */
export async function unlinkCard(db: Database, customerId: string, billingAccountId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [previous] = await tx.query<{ card_number: string | null }>(
      'SELECT card_number FROM loyalty_card_links WHERE billing_account_id = $1 FOR UPDATE',
      [billingAccountId],
    );
    if (!previous?.card_number) return false;
    await tx.query(
      `UPDATE loyalty_card_links SET card_number = NULL, linked_on = NULL, updated_at = now()
        WHERE billing_account_id = $1`,
      [billingAccountId],
    );
    await releaseUnusedClaim(tx, customerId, previous.card_number);
    return true;
  });
}
