import type { PowershoutBalance } from '@harakeke/contract';
import type { Database, Queryable } from '../db/client.js';
import { aucklandWallClock } from '@harakeke/calendar';
import {
  bookedHours,
  insertExpiredActivity,
  ledgerHours,
  lockLoyaltyAccount,
  markGrantsLapsed,
  unlapsedGrantRows,
  type GrantRow,
} from './queries.js';
import { heldHoursByExpiry } from './rules.js';

// The hours ledger (spec 2 §3 balance, §7): the balance is the sum of the account's ledger rows; earned hours lapse
// (an 'expired' row) once their expiry date has passed. Lapsing is a write: the calls that show the balance or the
// history call settleLapsedHours first, then read.

const grantsOf = (rows: readonly GrantRow[]) =>
  rows.map((grant) => ({ expiresOn: grant.expires_on, hours: grant.hours }));

/**
 * Writes off the hours of earned rows whose expiry date is before `today` (Auckland): the part of them the balance
 * still holds becomes one 'expired' row each date. Call inside a transaction that holds the account's lock.
 */
export async function settleLapsedHours(tx: Queryable, loyaltyAccountId: string, today: string): Promise<void> {
  const grants = await unlapsedGrantRows(tx, loyaltyAccountId);
  const lapsing = grants.filter((grant) => grant.expires_on < today);
  if (lapsing.length === 0) return;
  const held = heldHoursByExpiry(await ledgerHours(tx, loyaltyAccountId), grantsOf(grants));
  for (const { expiresOn, hours } of held.filter((entry) => entry.expiresOn < today)) {
    await insertExpiredActivity(tx, {
      loyaltyAccountId,
      description: `Hours earned a year ago expired on ${expiresOn}`,
      hours: -hours,
      expiresOn,
    });
  }
  const lapsedIds = lapsing.map((grant) => grant.id);
  await markGrantsLapsed(tx, lapsedIds);
}

/** The balance at `now`, as the ledger holds it (a pure read: settleLapsedHours first writes off what has lapsed). */
export async function balanceOf(db: Queryable, loyaltyAccountId: string, now: number): Promise<PowershoutBalance> {
  const availableHours = Math.max(0, await ledgerHours(db, loyaltyAccountId));
  const grants = await unlapsedGrantRows(db, loyaltyAccountId);
  return {
    loyaltyAccountId,
    availableHours,
    bookedHours: await bookedHours(db, loyaltyAccountId, now),
    expiring: heldHoursByExpiry(availableHours, grantsOf(grants)),
    asOf: aucklandWallClock(now).date,
  };
}

/** Writes off the hours that lapsed, in a transaction of its own holding the account's lock. */
export function lockAndSettleLapsedHours(db: Database, loyaltyAccountId: string, now: number) {
  return db.transaction(async (tx) => {
    await lockLoyaltyAccount(tx, loyaltyAccountId);
    await settleLapsedHours(tx, loyaltyAccountId, aucklandWallClock(now).date);
  });
}

/** Writes off the hours that lapsed, then reads the balance, in a transaction of its own holding the account's lock. */
export function lockSettleAndReadBalance(db: Database, loyaltyAccountId: string, now: number) {
  return db.transaction(async (tx) => {
    await lockLoyaltyAccount(tx, loyaltyAccountId);
    await settleLapsedHours(tx, loyaltyAccountId, aucklandWallClock(now).date);
    return balanceOf(tx, loyaltyAccountId, now);
  });
}
