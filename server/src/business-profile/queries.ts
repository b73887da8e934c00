import type { Queryable } from '../db/client.js';
import { isoUtc } from '../db/sql.js';

export interface BusinessProfileRow {
  /** The stored answers document, as saved (read through the contract by the service). */
  answers: unknown;
  updated_at: string;
}

/** A billing account's business profile, if it was ever saved. */
export async function findBusinessProfileRow(
  db: Queryable,
  billingAccountId: string,
): Promise<BusinessProfileRow | undefined> {
  const [row] = await db.query<BusinessProfileRow>(
    `SELECT answers, ${isoUtc('updated_at')} AS updated_at FROM business_profiles WHERE billing_account_id = $1`,
    [billingAccountId],
  );
  return row;
}

/** Makes sure a billing account has a business profile row (with no answers), so a save has one to lock. */
export async function createBusinessProfileIfMissing(db: Queryable, billingAccountId: string): Promise<void> {
  await db.query('INSERT INTO business_profiles (billing_account_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    billingAccountId,
  ]);
}

/** Locks a billing account's business profile row for the rest of the transaction, and answers its stored answers. */
export async function lockBusinessProfileAnswers(db: Queryable, billingAccountId: string): Promise<unknown> {
  const [row] = await db.query<{ answers: unknown }>(
    'SELECT answers FROM business_profiles WHERE billing_account_id = $1 FOR UPDATE',
    [billingAccountId],
  );
  return row?.answers;
}

/**
 * Saves a billing account's business profile answers at `at` (the business clock's instant, epoch ms, which the
 * profile shows as its update); answers the instant saved (ISO).
 */
export async function saveBusinessProfileRow(
  db: Queryable,
  billingAccountId: string,
  answers: object,
  at: number,
): Promise<string | null> {
  const [saved] = await db.query<{ updated_at: string }>(
    `UPDATE business_profiles SET answers = $2::jsonb, updated_at = to_timestamp($3::float8 / 1000)
      WHERE billing_account_id = $1
     RETURNING ${isoUtc('updated_at')} AS updated_at`,
    [billingAccountId, JSON.stringify(answers), at],
  );
  return saved?.updated_at ?? null;
}
