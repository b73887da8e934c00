import type { Queryable } from '../db/client.js';

/** The customer's referral code, or null when they have none. */
export async function findReferralCode(db: Queryable, customerId: string): Promise<string | null> {
  const [row] = await db.query<{ referral_code: string }>(
    'SELECT referral_code FROM referral_links WHERE customer_id = $1',
    [customerId],
  );
  return row?.referral_code ?? null;
}
