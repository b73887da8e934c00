import type { FriendGetFriendUrl } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';
import { findReferralCode } from './queries.js';

/** Where the referral link points: the demo retailer's join page (ours; the spec does not show it). */
const REFERRAL_BASE_URL = 'https://www.harakeke.example.nz/join';

/** spec 2 §3: the customer's link to share, with a message to share it with; undefined when they have none. */
export async function referralLinkOf(db: Queryable, customerId: string): Promise<FriendGetFriendUrl | undefined> {
  const code = await findReferralCode(db, customerId);
  if (!code) return undefined;
  const url = `${REFERRAL_BASE_URL}?ref=${encodeURIComponent(code)}`;
  return {
    referralCode: code,
    url,
    shareMessage: `Join me with our power company and we both get a bill credit: ${url}`,
  };
}
