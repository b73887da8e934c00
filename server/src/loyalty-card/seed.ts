import { loyaltyProgramme } from '@harakeke/contract';
import { issuedCycles } from '../billing-accounts/bill-cycles.js';
import type { Database, Queryable } from '../db/client.js';
import { aucklandToday } from '@harakeke/calendar';

/**
 * tama@'s first account has a linked Kererū Rewards card (6014 3520 0047 8129, a valid number) that has earned points
 * on every bill since it was linked. aroha@ can link a card; mere@ (sme) and hemi@ (buying group) cannot link one.
 */
export const demoLoyaltyCard = {
  customerId: 'cust-tama',
  billingAccountId: 'ba-2001',
  cardNumber: '6014352000478129',
  linkedOn: '2025-05-20',
} as const;

/** How many past bills can earn points: the programme's statement looks back two years. */
const AWARD_HISTORY = 24;

/** A bill for the demo house, by the month it is issued: higher through the winter (index 0 is January). */
const billCentsByMonth = [15240, 14380, 15910, 18620, 22470, 26830, 29150, 27690, 23340, 19860, 17120, 15580] as const;

const pointsFor = (cents: number) => Math.floor((cents * loyaltyProgramme.pointsPerDollar) / 100);

/** Links tama@'s card unless his account has a link row: one he unlinked stays unlinked. */
async function seedLinkedCard(tx: Queryable): Promise<void> {
  const { customerId, billingAccountId, cardNumber, linkedOn } = demoLoyaltyCard;
  const [existing] = await tx.query('SELECT 1 FROM loyalty_card_links WHERE billing_account_id = $1', [
    billingAccountId,
  ]);
  if (existing) return;
  await tx.query(
    'INSERT INTO loyalty_card_claims (card_number, customer_id) VALUES ($1, $2) ON CONFLICT (card_number) DO NOTHING',
    [cardNumber, customerId],
  );
  // Another customer may have linked the demo number in a long-running demo: then tama@ keeps no card.
  const [claim] = await tx.query<{ customer_id: string }>(
    'SELECT customer_id FROM loyalty_card_claims WHERE card_number = $1',
    [cardNumber],
  );
  if (claim?.customer_id !== customerId) return;
  await tx.query(
    'INSERT INTO loyalty_card_links (billing_account_id, card_number, linked_on) VALUES ($1, $2, $3::date)',
    [billingAccountId, cardNumber, linkedOn],
  );
}

/**
 * Stands in for the programme's feed: points for each bill of tama@'s account issued since the card was linked, up
 * to today. Runs on every start, so the bill issued since the last start earns its points too.
 */
async function seedPointsAwards(tx: Queryable, today: string): Promise<void> {
  const { billingAccountId, cardNumber, linkedOn } = demoLoyaltyCard;
  const [link] = await tx.query<{ window_start: string }>(
    `SELECT to_char(b.window_start, 'YYYY-MM-DD') AS window_start
       FROM loyalty_card_links l JOIN billing_accounts b ON b.id = l.billing_account_id
      WHERE l.billing_account_id = $1 AND l.card_number = $2`,
    [billingAccountId, cardNumber],
  );
  if (!link) return;
  const anchorDay = Number(link.window_start.slice(8, 10));
  for (const cycle of issuedCycles(today, anchorDay, linkedOn, AWARD_HISTORY)) {
    if (cycle.issueDate < linkedOn) continue;
    const cents = billCentsByMonth[Number(cycle.issueDate.slice(5, 7)) - 1] ?? billCentsByMonth[0];
    await tx.query(
      `INSERT INTO loyalty_points_awards (billing_account_id, card_number, bill_issue_date, bill_amount_cents, points)
       VALUES ($1, $2, $3::date, $4, $5) ON CONFLICT DO NOTHING`,
      [billingAccountId, cardNumber, cycle.issueDate, cents, pointsFor(cents)],
    );
  }
}

/** Adds the demo loyalty card data where it is missing; runs on every start, so it must be idempotent. */
export async function seedLoyaltyCard(db: Database, now: number): Promise<void> {
  const [account] = await db.query('SELECT 1 FROM billing_accounts WHERE id = $1', [demoLoyaltyCard.billingAccountId]);
  if (!account) return;
  const today = aucklandToday(now);
  await db.transaction(async (tx) => {
    await seedLinkedCard(tx);
    await seedPointsAwards(tx, today);
  });
}
