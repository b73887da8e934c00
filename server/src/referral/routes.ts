import { getFriendGetFriendUrl } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { referralLinkOf } from './referral.js';

/** The referral link (spec 2 §2 /account/profile/friend-get-friend, §7), for the signed-in customer only. */
export function referralRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getFriendGetFriendUrl, async ({ db, customerId }) => {
    const link = await referralLinkOf(db, customerId);
    // spec 2 §8: the portal shows an error for a referral link with no data.
    if (!link) throw problems.notFound('You have no referral link yet.');
    return link;
  });

  return routes;
}
