import type { Queryable } from '../db/client.js';

export interface LinkedCardRow {
  card_number: string;
  linked_on: string;
}

/** The card linked to the account, if one is. */
export async function findLinkedCardRow(db: Queryable, billingAccountId: string): Promise<LinkedCardRow | undefined> {
  const [row] = await db.query<LinkedCardRow>(
    `SELECT card_number, to_char(linked_on, 'YYYY-MM-DD') AS linked_on
       FROM loyalty_card_links WHERE billing_account_id = $1 AND card_number IS NOT NULL`,
    [billingAccountId],
  );
  return row;
}

/** The points a card earned on the account's bills issued from `since` and between `from` and `to`. */
export async function pointsAwarded(
  db: Queryable,
  award: { billingAccountId: string; cardNumber: string; since: string; from: string; to: string },
): Promise<number> {
  const [row] = await db.query<{ points: string }>(
    `SELECT coalesce(sum(points), 0)::text AS points FROM loyalty_points_awards
      WHERE billing_account_id = $1 AND card_number = $2 AND bill_issue_date >= $3::date
        AND bill_issue_date BETWEEN $4::date AND $5::date`,
    [award.billingAccountId, award.cardNumber, award.since, award.from, award.to],
  );
  return Number(row?.points ?? 0);
}

/** The issue date of the last bill on which a card earned points on the account from `since`, if any. */
export async function lastPointsDate(
  db: Queryable,
  billingAccountId: string,
  cardNumber: string,
  since: string,
): Promise<string | null> {
  const [row] = await db.query<{ last_points_date: string | null }>(
    `SELECT to_char(max(bill_issue_date), 'YYYY-MM-DD') AS last_points_date
       FROM loyalty_points_awards WHERE billing_account_id = $1 AND card_number = $2 AND bill_issue_date >= $3::date`,
    [billingAccountId, cardNumber, since],
  );
  return row?.last_points_date ?? null;
}

/** Claims a card number for the customer unless someone holds it already. */
export async function insertCardClaim(tx: Queryable, cardNumber: string, customerId: string): Promise<void> {
  await tx.query(
    'INSERT INTO loyalty_card_claims (card_number, customer_id) VALUES ($1, $2) ON CONFLICT (card_number) DO NOTHING',
    [cardNumber, customerId],
  );
}

/** The customer who holds a card number, if anyone does. */
export async function findClaimHolder(tx: Queryable, cardNumber: string): Promise<string | undefined> {
  const [claim] = await tx.query<{ customer_id: string }>(
    'SELECT customer_id FROM loyalty_card_claims WHERE card_number = $1',
    [cardNumber],
  );
  return claim?.customer_id;
}

/** The number linked to the account now (null when none), its link row locked for the rest of the transaction. */
export async function lockLinkedCardNumber(tx: Queryable, billingAccountId: string): Promise<string | null> {
  const [previous] = await tx.query<{ card_number: string | null }>(
    'SELECT card_number FROM loyalty_card_links WHERE billing_account_id = $1 FOR UPDATE',
    [billingAccountId],
  );
  return previous?.card_number ?? null;
}

export async function saveCardLink(
  tx: Queryable,
  billingAccountId: string,
  cardNumber: string,
  linkedOn: string,
): Promise<void> {
  // updated_at keeps the database's time: an audit column nothing reads (linked_on is the customer's day).
  await tx.query(
    `INSERT INTO loyalty_card_links (billing_account_id, card_number, linked_on, updated_at)
     VALUES ($1, $2, $3::date, now())
     ON CONFLICT (billing_account_id)
     DO UPDATE SET card_number = excluded.card_number, linked_on = excluded.linked_on, updated_at = now()`,
    [billingAccountId, cardNumber, linkedOn],
  );
}

/** Empties the account's link row; the row stays, so the demo seed never links its card again. */
export async function clearCardLink(tx: Queryable, billingAccountId: string): Promise<void> {
  // updated_at keeps the database's time: an audit column nothing reads (linked_on is the customer's day).
  await tx.query(
    `UPDATE loyalty_card_links SET card_number = NULL, linked_on = NULL, updated_at = now()
      WHERE billing_account_id = $1`,
    [billingAccountId],
  );
}

/** Lets go of a customer's claim on a number once none of their accounts links it any more. */
export async function releaseUnusedClaim(tx: Queryable, customerId: string, cardNumber: string): Promise<void> {
  await tx.query(
    `DELETE FROM loyalty_card_claims c
      WHERE c.card_number = $1 AND c.customer_id = $2
        AND NOT EXISTS (SELECT 1 FROM loyalty_card_links l WHERE l.card_number = c.card_number)`,
    [cardNumber, customerId],
  );
}
