import { z } from 'zod/mini';
import { defineCall } from './call.js';

/**
 * spec 2 §3 and spec 1 §3 user metadata. The forecast flags' meaning is not shown: ours, `visible` when the customer
 * has residential electricity (the electricity forecast is about it) and `active` when such a supply is live.
 */
export const userMetadataSchema = z.object({
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** A new login email waiting for its link to be opened (changeEmail); null when none is. */
  pendingEmail: z.nullable(z.string()),
  userId: z.string(),
  hasEarlyAccess: z.boolean(),
  forecast: z.object({ visible: z.boolean(), active: z.boolean() }),
});

/** spec 1 §7: the signed-in user's metadata. */
export const getUserMetadata = defineCall({
  method: 'GET',
  path: '/private/user/metadata',
  auth: 'customer',
  request: z.object({}),
  response: userMetadataSchema,
  errors: [401],
  summary: "The signed-in user's metadata",
});

/** spec 2 §3: the feature-flag tags the server stores per user. */
export const tagNameSchema = z.enum([
  'BILL_CHECKER_BETA_SEEN',
  'BILL_PLANNER_BETA_SEEN',
  'TIPS_BETA_SEEN',
  'TIPS_FOR_YOU_SEEN',
  'GEN_MIX_KNEW_THIS',
  'GENERATION_MIX_MODAL_SEEN',
  'DASHBOARD_MODAL_SEEN',
]);

export const tagsSchema = z.object({ tags: z.array(tagNameSchema) });

/** spec 2 §7: the tags set for this user. */
export const getTags = defineCall({
  method: 'GET',
  path: '/private/tags',
  auth: 'customer',
  request: z.object({}),
  response: tagsSchema,
  errors: [401],
  summary: 'The feature-flag tags set for the signed-in user',
});

/** spec 2 §7: sets one tag (`?tagName=`); setting a set tag again changes nothing. The answer is not shown: ours is the tags now set. */
export const setTag = defineCall({
  method: 'POST',
  path: '/private/tags',
  auth: 'customer',
  request: z.object({ tagName: tagNameSchema }),
  query: ['tagName'],
  response: tagsSchema,
  errors: [400, 401],
  summary: 'Sets a feature-flag tag for the signed-in user',
});

/** spec 1 §7 and spec 2 §7: the analytics and view events the portal posts. */
export const eventNameSchema = z.enum([
  'userVisit',
  'userLogout',
  'viewEcoTracker',
  'viewHomeComparison',
  'viewUsageBreakdown',
  'viewEnergyForecast',
  'viewEnergySavingTips',
  'viewNaturalGasUsage',
  'viewTransactionHistory',
  'viewElectricityBasicMeterUsage',
  'viewBillInsights',
  'homeProfileMandatoryComplete',
  'homeProfileFullyComplete',
  // Ours, not the spec's: spec 1 §8 reports a failing dashboard load to analytics, and spec 2 §8 widget failures to
  // monitoring; `track` says which call or widget.
  'dashboardLoadFailed',
  'clientError',
]);

/**
 * spec 1 §7: records an event; `track` (a query parameter on some) says where it came from. The payload is not
 * shown: ours takes nothing else and answers that the event was recorded.
 */
export const postEvent = defineCall({
  method: 'POST',
  path: '/private/events/{event}',
  auth: 'customer',
  request: z.object({ event: eventNameSchema, track: z.optional(z.string().check(z.maxLength(100))) }),
  query: ['track'],
  response: z.object({ recorded: z.literal(true) }),
  errors: [400, 401],
  summary: 'Records an analytics or view event',
});

export type UserMetadata = z.infer<typeof userMetadataSchema>;
export type TagName = z.infer<typeof tagNameSchema>;
export type EventName = z.infer<typeof eventNameSchema>;
