import { z } from 'zod/mini';
import { defineCall } from './call.js';

// Referral (spec 1 §2 /account/profile/friend-get-friend, spec 2 §3 'Referral: a link to share'): the field names
// are not shown, so the shape is ours.

/** The referral link to share (spec 2 §3: field names not shown; ours). */
export const friendGetFriendUrlSchema = z.object({
  referralCode: z.string(),
  url: z.url(),
  /** A ready-made message to share with the link. */
  shareMessage: z.string(),
});

/** spec 2 §7 and §8: the referral link to share; 404 for a customer without one ('Referral link with no data'). */
export const getFriendGetFriendUrl = defineCall({
  method: 'GET',
  path: '/private/user/friendGetFriendUrl',
  auth: 'customer',
  request: z.object({}),
  response: friendGetFriendUrlSchema,
  errors: [401, 404],
  summary: 'The referral link the customer can share',
});

/** The referral call, spread into the contract's `calls`. */
export const referralCalls = { getFriendGetFriendUrl } as const;

export type FriendGetFriendUrl = z.infer<typeof friendGetFriendUrlSchema>;
