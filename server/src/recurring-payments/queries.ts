import type { Queryable } from '../db/client.js';
import type { RecurringMethod } from './rules.js';

/** How the account pays its bills now: its recurring payment's method, or null without one. */
export async function findRecurringMethod(db: Queryable, billingAccountId: string): Promise<RecurringMethod | null> {
  const [row] = await db.query<{ method: RecurringMethod }>(
    'SELECT method FROM recurring_payments WHERE billing_account_id = $1',
    [billingAccountId],
  );
  return row?.method ?? null;
}

/**
 * Records that the account pays by `method` from `today`: a period of another method ends today; a period of the same
 * method carries on (new bank details or a new card are the same way of paying).
 */
export async function startRecurringPeriod(
  db: Queryable,
  billingAccountId: string,
  method: RecurringMethod,
  today: string,
) {
  await endRecurringPeriod(db, billingAccountId, today, { unless: method });
  await db.query(
    `INSERT INTO recurring_payment_periods (billing_account_id, method, started_on) VALUES ($1, $2, $3)
     ON CONFLICT (billing_account_id) WHERE ended_on IS NULL DO NOTHING`,
    [billingAccountId, method, today],
  );
}

/** Ends the account's open period of paying automatically (of any method but `unless`) on `today`. */
export async function endRecurringPeriod(
  db: Queryable,
  billingAccountId: string,
  today: string,
  { unless }: { unless?: RecurringMethod } = {},
) {
  // A clock set back (a demo's) never ends a period before it began.
  await db.query(
    `UPDATE recurring_payment_periods SET ended_on = GREATEST(started_on, $2::date)
      WHERE billing_account_id = $1 AND ended_on IS NULL AND method IS DISTINCT FROM $3`,
    [billingAccountId, today, unless ?? null],
  );
}

/** Every period the account has paid automatically, oldest first. */
export function recurringPeriodRows(
  db: Queryable,
  billingAccountId: string,
): Promise<Array<{ method: RecurringMethod; started_on: string; ended_on: string | null }>> {
  return db.query(
    `SELECT method, to_char(started_on, 'YYYY-MM-DD') AS started_on, to_char(ended_on, 'YYYY-MM-DD') AS ended_on
       FROM recurring_payment_periods WHERE billing_account_id = $1 ORDER BY started_on, id`,
    [billingAccountId],
  );
}
