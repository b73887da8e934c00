import {
  API_BASE,
  clearTipReview,
  getTips,
  reviewTip,
  visitedCategoryTips,
  visitedTips,
  type Tips,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { tipCatalogue } from '../src/tips/catalogue.js';
import { evTipOfTheDay } from '../src/tips/customer-tips.js';
import { demoCustomer, expectOk, expectProblem, useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// Tips (spec 2 §3, §4, §7), per customer and persisted.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');

const { call, get, server } = useCustomerApi([aroha, tama, mere]);

const tipsOf = async (as: { id: string }) => getTips.response.parse(await expectOk(await get(as, getTips.path)));
const allTips = (tips: Tips) => tips.CategoryTips.flatMap((category) => category.Tips);
const tipTitled = (tips: Tips, title: string) => {
  const tip = allTips(tips).find((candidate) => candidate.Title === title);
  if (!tip) throw new Error(`No tip titled ${title}`);
  return tip;
};
const tipPath = (guid: string) => reviewTip.path.replace('{guid}', guid);

/** spec 2 §3 seasons in Pacific/Auckland (southern hemisphere). */
function expectedSeason(today: string) {
  const month = Number(today.slice(5, 7));
  return month === 12 || month <= 2 ? 'Summer' : month <= 5 ? 'Autumn' : month <= 8 ? 'Winter' : 'Spring';
}

describe('tips', () => {
  it('lists every category with our copy, the Auckland season and the fallback EV tip', async () => {
    const tips = await tipsOf(aroha);
    expect(tips.CategoryTips.map((category) => category.Category)).toEqual([
      'seasonal',
      'alwaysOn',
      'heating',
      'hotWater',
      'airConditioning',
      'lightsAndAppliances',
    ]);
    expect(allTips(tips).length).toBeGreaterThanOrEqual(30);
    expect(allTips(tips).length).toBeLessThanOrEqual(40);
    expect(new Set(allTips(tips).map((tip) => tip.Guid)).size).toBe(allTips(tips).length);
    expect(tips.CurrentSeason).toBe(expectedSeason(TEST_TODAY));
    expect(tips.CurrentThemes).toContain(tips.CurrentSeason);
    expect(tipTitled(tips, 'Re-gen whenever you can')).toMatchObject({
      Category: 'seasonal',
      Theme: 'Electric Vehicle',
    });
    // The seasonal category leads with the tips in season today.
    expect(tips.CategoryTips[0]?.Tips[0]?.Theme).toBe(tips.CurrentThemes[0]);
  });

  it('shows each customer their own reviews, visits and new tips', async () => {
    const arohas = await tipsOf(aroha);
    expect(arohas.HasVisited).toBe(false);
    expect(allTips(arohas).every((tip) => tip.IsNew && tip.TipReviewStatus === 'NotReviewed')).toBe(true);

    const tamas = await tipsOf(tama);
    expect(tamas.HasVisited).toBe(true);
    expect(tipTitled(tamas, 'Charge overnight').TipReviewStatus).toBe('Liked');
    expect(tipTitled(tamas, 'Try a fan first').TipReviewStatus).toBe('Disliked');
    const heating = tamas.CategoryTips.find((category) => category.Category === 'heating');
    expect(heating?.Tips.filter((tip) => tip.IsNew).map((tip) => tip.Title)).toEqual(['Keep doors closed']);
  });

  it('persists a review, clears it, and keeps it to the customer who gave it', async () => {
    const { Guid } = tipTitled(await tipsOf(aroha), 'Switch to LEDs');
    const liked = reviewTip.response.parse(
      await expectOk(await call(aroha, 'POST', tipPath(Guid), { tipReviewStatus: 'Liked' })),
    );
    expect(liked).toMatchObject({ Guid, TipReviewStatus: 'Liked' });
    const disliked = reviewTip.response.parse(
      await expectOk(await call(aroha, 'POST', tipPath(Guid), { tipReviewStatus: 'Disliked' })),
    );
    expect(disliked.TipReviewStatus).toBe('Disliked');
    expect(tipTitled(await tipsOf(aroha), 'Switch to LEDs').TipReviewStatus).toBe('Disliked');
    expect(tipTitled(await tipsOf(tama), 'Switch to LEDs').TipReviewStatus).toBe('NotReviewed');

    const cleared = clearTipReview.response.parse(await expectOk(await call(aroha, 'DELETE', tipPath(Guid))));
    expect(cleared.TipReviewStatus).toBe('NotReviewed');
    expect(tipTitled(await tipsOf(aroha), 'Switch to LEDs').TipReviewStatus).toBe('NotReviewed');
  });

  it('records visits to the page and to a category, whose tips are then no longer new', async () => {
    expect(visitedTips.response.parse(await expectOk(await call(mere, 'POST', visitedTips.path)))).toEqual({
      HasVisited: true,
    });
    const category = visitedCategoryTips.response.parse(
      await expectOk(await call(mere, 'POST', visitedCategoryTips.path, { categoryVisited: 'hotWater' })),
    );
    expect(category.Category).toBe('hotWater');
    expect(category.Tips.every((tip) => !tip.IsNew)).toBe(true);
    const tips = await tipsOf(mere);
    expect(tips.HasVisited).toBe(true);
    expect(tips.CategoryTips.find((c) => c.Category === 'hotWater')?.Tips.some((tip) => tip.IsNew)).toBe(false);
    expect(tips.CategoryTips.find((c) => c.Category === 'heating')?.Tips.every((tip) => tip.IsNew)).toBe(true);
  });

  it('answers 400 naming the field, and 404 for a tip that does not exist', async () => {
    const { Guid } = tipTitled(await tipsOf(aroha), 'Switch to LEDs');
    const badStatus = await expectProblem(await call(aroha, 'POST', tipPath(Guid), { tipReviewStatus: 'Meh' }), 400);
    expect(badStatus.detail).toContain('tipReviewStatus');
    const badGuid = await expectProblem(
      await call(aroha, 'POST', tipPath('not-a-guid'), { tipReviewStatus: 'Liked' }),
      400,
    );
    expect(badGuid.detail).toContain('guid');
    await expectProblem(await call(aroha, 'DELETE', tipPath('00000000-0000-4000-8000-000000000000')), 404);
    const badCategory = await expectProblem(
      await call(aroha, 'POST', visitedCategoryTips.path, { categoryVisited: 'garden' }),
      400,
    );
    expect(badCategory.detail).toContain('categoryVisited');
  });

  it("picks the EV widget's tip from those not disliked, else falls back to 'Re-gen whenever you can'", () => {
    const evTips = tipCatalogue.filter((tip) => tip.theme === 'Electric Vehicle');
    const activity = (disliked: typeof evTips) => ({
      reviews: new Map(disliked.map((tip) => [tip.guid, 'Disliked' as const])),
      hasVisited: true,
      categoryVisits: new Map<string, string>(),
    });
    const today = TEST_TODAY;
    const [kept, ...others] = evTips;
    expect(evTipOfTheDay(activity(others), today)).toBe(kept);
    expect(evTipOfTheDay(activity(evTips), today).title).toBe('Re-gen whenever you can');
  });

  it('needs a signed-in customer', async () => {
    const response = await fetch(`${server.current.url}${API_BASE}${getTips.path}`);
    expect(response.status).toBe(401);
  });
});
