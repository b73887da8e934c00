import type { Database } from '../db/client.js';

/** Referral codes: tama@, mere@ and ana@ have a link to share; aroha@ and hemi@ have none (404). */
const referralCodes: ReadonlyArray<[customerId: string, code: string]> = [
  ['cust-tama', 'TAMA-K7Q2'],
  ['cust-mere', 'MERE-4XPL'],
  ['cust-ana', 'ANA-9WRT'],
];

/** Adds the demo referral links where they are missing; runs on every start, so it must be idempotent. */
export async function seedReferral(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [customerId, code] of referralCodes) {
      await tx.query(
        `INSERT INTO referral_links (customer_id, referral_code) SELECT id, $2 FROM customers WHERE id = $1
         ON CONFLICT DO NOTHING`,
        [customerId, code],
      );
    }
  });
}
