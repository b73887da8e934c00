import type { UserMetadata } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';
import { pendingEmailOf } from '../idp/email-change.js';
import { findUserMetadataRow } from './queries.js';

/** spec 1 §7 getUserMetadata; null when the signed-in customer has no record any more. */
export async function userMetadataOf(db: Queryable, customerId: string): Promise<UserMetadata | null> {
  const row = await findUserMetadataRow(db, customerId);
  if (!row) return null;
  return {
    username: row.email,
    email: row.email,
    emailVerified: row.email_verified,
    pendingEmail: await pendingEmailOf(db, customerId),
    userId: customerId,
    hasEarlyAccess: row.has_early_access,
    forecast: { visible: row.electricity, active: row.live_electricity },
  };
}
