import type { Database } from '../db/client.js';
import { demoCustomers } from '../demo/customers.js';

/**
 * Bills have no demo rows of their own: each cycle's bill is composed from the demo readings the first time it is
 * asked for (`ensureIssuedBills` in bills.ts). What the demo accounts owe follows from those bills and each
 * account's payment habit, recorded here on a database made before habits were (migration 17); a habit recorded
 * already stays.
 */
export async function seedBills(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const account of demoCustomers.flatMap((customer) => customer.accounts)) {
      await tx.query('UPDATE billing_accounts SET payment_habit = $2 WHERE id = $1 AND payment_habit IS NULL', [
        account.id,
        JSON.stringify(account.paymentHabit),
      ]);
    }
  });
}
