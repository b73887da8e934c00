import { addDays, aucklandToday } from '@harakeke/calendar';
import type { Database } from '../db/client.js';
import { demoCustomers } from '../demo/customers.js';

/** Three years: before the oldest bill the demo keeps. */
const DIRECT_DEBITS_SET_UP_DAYS_AGO = 3 * 365;

/**
 * Bills have no demo rows of their own: each cycle's bill is composed from the demo readings the first time it is
 * asked for (`ensureIssuedBills` in bills.ts). What the demo accounts owe follows from those bills and each
 * account's payment habit, recorded here on a database made before habits were (migration 17); a habit recorded
 * already stays. The demo direct debits' periods are recorded here too (migration 21), once.
 */
export async function seedBills(db: Database, now: number): Promise<void> {
  // The demo's direct debits were set up before the first bill the demo keeps (two years of them), so every bill
  // has its discount (spec 1 §4); one set up in the portal counts from its day.
  const setUpOn = addDays(aucklandToday(now), -DIRECT_DEBITS_SET_UP_DAYS_AGO);
  await db.transaction(async (tx) => {
    for (const account of demoCustomers.flatMap((customer) => customer.accounts)) {
      await tx.query('UPDATE billing_accounts SET payment_habit = $2 WHERE id = $1 AND payment_habit IS NULL', [
        account.id,
        JSON.stringify(account.paymentHabit),
      ]);
      if (!account.directDebit) continue;
      await tx.query(
        `INSERT INTO recurring_payment_periods (billing_account_id, method, started_on)
         SELECT r.billing_account_id, r.method, $2 FROM recurring_payments r
          WHERE r.billing_account_id = $1
            AND NOT EXISTS (SELECT 1 FROM recurring_payment_periods p WHERE p.billing_account_id = $1)`,
        [account.id, setUpOn],
      );
    }
  });
}
