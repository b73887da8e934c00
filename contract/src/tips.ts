import { z } from 'zod/mini';
import { defineCall } from './call.js';

// spec 2 §3 tips and §7 tips calls. The entity names (CategoryTips, HasVisited, CurrentSeason, Guid, TipReviewStatus,
// IsNew) are the spec's, so the tip fields keep its PascalCase; the copy fields (Title, Body, Theme) are ours.

/** spec 2 §3: the seasons and themes a seasonal tip belongs to. */
export const tipThemeSchema = z.enum([
  'Working From Home',
  'Christmas',
  'Winter',
  'Spring',
  'Summer',
  'Autumn',
  'Electric Vehicle',
]);

/** The four seasons of the year in Pacific/Auckland (southern hemisphere); spec 2 §3 defaults the season to Summer. */
export const seasonSchema = z.enum(['Summer', 'Autumn', 'Winter', 'Spring']);

/** spec 2 §3 tip categories (seasonal, always on, heating, hot water, air conditioning, lights and appliances). */
export const tipCategorySchema = z.enum([
  'seasonal',
  'alwaysOn',
  'heating',
  'hotWater',
  'airConditioning',
  'lightsAndAppliances',
]);

/** spec 2 §3: a tip's review; 'NotReviewed' until the customer likes or dislikes it (and again once they clear it). */
export const tipReviewStatusSchema = z.enum(['NotReviewed', 'Liked', 'Disliked']);

export const tipSchema = z.object({
  /** Stable for the life of the tip, so a review outlives copy edits. */
  Guid: z.guid(),
  Category: tipCategorySchema,
  Title: z.string(),
  Body: z.string(),
  /** The season or theme of a seasonal tip; null for the other categories. */
  Theme: z.nullable(tipThemeSchema),
  TipReviewStatus: tipReviewStatusSchema,
  /** Added since the customer last opened its category (every tip is new to someone who never has). */
  IsNew: z.boolean(),
});

export const categoryTipsSchema = z.object({
  Category: tipCategorySchema,
  /** How the portal titles the category, e.g. 'Lights and appliances'. */
  Label: z.string(),
  Tips: z.array(tipSchema),
});

export const tipsSchema = z.object({
  /** Every category in a fixed order; the seasonal one lists the current season's and themes' tips first. */
  CategoryTips: z.array(categoryTipsSchema),
  /** Whether the customer has opened the tips page before (POST /private/tips/visitedTips). */
  HasVisited: z.boolean(),
  /** The season today in Pacific/Auckland: Dec–Feb Summer, Mar–May Autumn, Jun–Aug Winter, Sep–Nov Spring. */
  CurrentSeason: seasonSchema,
  /** The themes in season today: the season, plus Christmas in December; the client picks its seasonal tips by them. */
  CurrentThemes: z.array(tipThemeSchema),
});

const guidParam = z.object({ guid: z.guid('a tip guid') });

export const getTips = defineCall({
  method: 'GET',
  path: '/private/tips',
  auth: 'customer',
  request: z.object({}),
  response: tipsSchema,
  errors: [401],
  summary: 'Energy-saving tips by category, with the customer’s reviews and what is new to them',
});

/** The reviews a customer can give; clearing one is DELETE. */
export const tipReviewSchema = z.enum(['Liked', 'Disliked']);

export const reviewTip = defineCall({
  method: 'POST',
  path: '/private/tips/{guid}',
  auth: 'customer',
  request: z.extend(guidParam, { tipReviewStatus: tipReviewSchema }),
  response: tipSchema,
  errors: [400, 401, 404],
  summary: 'Likes or dislikes a tip; the answer is the tip as the customer now sees it',
});

export const clearTipReview = defineCall({
  method: 'DELETE',
  path: '/private/tips/{guid}',
  auth: 'customer',
  request: guidParam,
  response: tipSchema,
  errors: [400, 401, 404],
  summary: 'Clears the customer’s review of a tip',
});

export const visitedTips = defineCall({
  method: 'POST',
  path: '/private/tips/visitedTips',
  auth: 'customer',
  request: z.object({}),
  response: z.object({ HasVisited: z.literal(true) }),
  errors: [401],
  summary: 'Records that the customer opened the tips page',
});

export const visitedCategoryTips = defineCall({
  method: 'POST',
  path: '/private/tips/visitedCategoryTips',
  auth: 'customer',
  request: z.object({ categoryVisited: tipCategorySchema }),
  response: categoryTipsSchema,
  errors: [400, 401],
  summary: 'Records that the customer opened a category, so its tips are no longer new; answers the category',
});

/** Every call of this module, spread into the contract's `calls`. */
export const tipsCalls = { getTips, reviewTip, clearTipReview, visitedTips, visitedCategoryTips } as const;

export type Tip = z.infer<typeof tipSchema>;
export type Tips = z.infer<typeof tipsSchema>;
export type CategoryTips = z.infer<typeof categoryTipsSchema>;
export type TipCategory = z.infer<typeof tipCategorySchema>;
export type TipTheme = z.infer<typeof tipThemeSchema>;
export type Season = z.infer<typeof seasonSchema>;
export type TipReviewStatus = z.infer<typeof tipReviewStatusSchema>;
