import { getTags, getUserMetadata, postEvent, setTag } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { addTag, listTags, recordEvent } from './queries.js';
import { userMetadataOf } from './user.js';

/** The signed-in user: metadata, feature-flag tags and events (spec 1 §7, spec 2 §7). */
export function userRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getUserMetadata, async ({ db, customerId }) => {
    const metadata = await userMetadataOf(db, customerId);
    if (!metadata) throw problems.unauthorized('This sign-in no longer has a customer record.');
    return metadata;
  });

  defineRoute(routes, getTags, async ({ db, customerId }) => ({ tags: await listTags(db, customerId) }));

  defineRoute(routes, setTag, async ({ db, customerId, input }) => {
    await addTag(db, customerId, input.tagName);
    return { tags: await listTags(db, customerId) };
  });

  defineRoute(routes, postEvent, async ({ db, clock, customerId, input }) => {
    await recordEvent(db, customerId, { name: input.event, track: input.track, at: clock.now() });
    return { recorded: true as const };
  });

  return routes;
}
