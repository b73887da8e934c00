import type { Queryable } from '../db/client.js';
import { endRecurringPeriod, findRecurringMethod, recurringPeriodRows, startRecurringPeriod } from './queries.js';
import type { RecurringMethod, RecurringPeriod } from './rules.js';

/*
 * The account's recurring payment as the areas besides payment options need it: how it pays now, and the periods it
 * has paid automatically, which decide each bill's discount (spec 1 §4). Payment options set a recurring payment up
 * and cancel it through here, so the periods follow; the bills read them. Imports run one way: payment options and
 * bills import this, never each other for it.
 */

/** How the account's bills are paid: by a recurring payment's method, or 'none'. */
export async function recurringMethodOf(db: Queryable, billingAccountId: string): Promise<RecurringMethod | 'none'> {
  return (await findRecurringMethod(db, billingAccountId)) ?? 'none';
}

/** The periods the account has paid automatically, oldest first: which bills earn the recurring discount. */
export async function recurringPeriodsOf(db: Queryable, billingAccountId: string): Promise<RecurringPeriod[]> {
  return (await recurringPeriodRows(db, billingAccountId)).map((row) => ({
    method: row.method,
    startedOn: row.started_on,
    endedOn: row.ended_on,
  }));
}

/**
 * spec 1 §4: the account pays by `method` from `today` (a set-up), so bills issued after today earn its discount; a
 * period of another method ends today. Call it in the transaction that saves the recurring payment.
 */
export const startPayingAutomatically = (
  tx: Queryable,
  billingAccountId: string,
  method: RecurringMethod,
  today: string,
) => startRecurringPeriod(tx, billingAccountId, method, today);

/**
 * spec 1 §4: cancelling stops the discount from the next bill issued. Call it in the transaction that deletes the
 * recurring payment.
 */
export const stopPayingAutomatically = (tx: Queryable, billingAccountId: string, today: string) =>
  endRecurringPeriod(tx, billingAccountId, today);
