import type { Database } from '../db/client.js';

/** tama@'s first account gives $5 a month; every other account has never chosen a donation (the banner shows). */
const demoDonation = { billingAccountId: 'ba-2001', option: 'monthly5' } as const;

/** Adds the demo donation choice where it is missing; runs on every start, so it must be idempotent. */
export async function seedDonation(db: Database): Promise<void> {
  const [account] = await db.query('SELECT 1 FROM billing_accounts WHERE id = $1', [demoDonation.billingAccountId]);
  if (!account) return;
  // A customer's own choice is never overwritten: only a missing row is added.
  await db.query(
    `INSERT INTO donation_choices (billing_account_id, selected_option) VALUES ($1, $2)
     ON CONFLICT (billing_account_id) DO NOTHING`,
    [demoDonation.billingAccountId, demoDonation.option],
  );
}
