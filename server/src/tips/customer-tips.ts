import type { CategoryTips, Tip, TipCategory, Tips } from '@harakeke/contract';
import {
  categoryLabels,
  FALLBACK_EV_TIP_TITLE,
  seasonOf,
  themesOf,
  tipCatalogue,
  type CatalogueTip,
} from './catalogue.js';
import { daysBetween } from '@harakeke/calendar';

/** What one customer has done with the tips: their reviews, whether they opened the page, and when each category. */
export interface TipActivity {
  reviews: Map<string, 'Liked' | 'Disliked'>;
  hasVisited: boolean;
  /** Category → the Auckland date ('YYYY-MM-DD') the customer last opened it. */
  categoryVisits: Map<string, string>;
}

/** A catalogue tip as one customer sees it: with their review and whether it is new to them. */
export function customerTip(tip: CatalogueTip, activity: TipActivity): Tip {
  const visitedOn = activity.categoryVisits.get(tip.category);
  return {
    Guid: tip.guid,
    Category: tip.category,
    Title: tip.title,
    Body: tip.body,
    Theme: tip.theme,
    TipReviewStatus: activity.reviews.get(tip.guid) ?? 'NotReviewed',
    IsNew: visitedOn === undefined || tip.addedOn > visitedOn,
  };
}

/** One category's tips; the seasonal category puts today's season and themes first. */
export function categoryTips(category: TipCategory, activity: TipActivity, today: string): CategoryTips {
  const themes = themesOf(today);
  const inSeason = (tip: CatalogueTip) => (tip.theme !== null && themes.includes(tip.theme) ? 0 : 1);
  const tips = tipCatalogue
    .filter((tip) => tip.category === category)
    .map((tip, order) => ({ tip, order }))
    .sort((a, b) => inSeason(a.tip) - inSeason(b.tip) || a.order - b.order)
    .map(({ tip }) => customerTip(tip, activity));
  return { Category: category, Label: categoryLabels[category], Tips: tips };
}

/** GET /private/tips for one customer on an Auckland date. */
export function customerTips(activity: TipActivity, today: string): Tips {
  const categories = Object.keys(categoryLabels) as TipCategory[];
  return {
    CategoryTips: categories.map((category) => categoryTips(category, activity, today)),
    HasVisited: activity.hasVisited,
    CurrentSeason: seasonOf(today),
    CurrentThemes: themesOf(today),
  };
}

/**
 * spec 2 §4: an EV tip the customer has not disliked, the same all day (chosen by the date), or the fallback tip
 * 'Re-gen whenever you can' when they dislike every one.
 */
export function evTipOfTheDay(activity: TipActivity, today: string): CatalogueTip {
  const evTips = tipCatalogue.filter((tip) => tip.theme === 'Electric Vehicle');
  const candidates = evTips.filter((tip) => activity.reviews.get(tip.guid) !== 'Disliked');
  const dayNumber = daysBetween('1970-01-01', today);
  const fallback = evTips.find((tip) => tip.title === FALLBACK_EV_TIP_TITLE);
  if (!fallback) throw new Error('The tip catalogue lost its fallback EV tip.');
  return candidates[dayNumber % Math.max(candidates.length, 1)] ?? fallback;
}
