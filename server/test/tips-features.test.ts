import {
  API_BASE,
  clearTipReview,
  getBill,
  getBillInsights,
  getBillPlanner,
  getEvCarbonUsage,
  getEvEcoTracker,
  getEvElectricityUsage,
  getEvInsights,
  getEvModels,
  getEvSummary,
  getMyEv,
  getMyEvOptions,
  getShowerOptimiser,
  getTips,
  getTransactions,
  reviewTip,
  saveMyEv,
  saveShowerOptimiser,
  visitedCategoryTips,
  visitedTips,
  type Tips,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { currentCycle, issuedCycles } from '../src/bills/bill-cycles.js';
import { demoCustomers } from '../src/demo/customers.js';
import { tipCatalogue } from '../src/tips/catalogue.js';
import { evTipOfTheDay } from '../src/tips/customer-tips.js';
import { aucklandToday, shiftDate } from '../src/usage/period-data.js';
import { demoCustomer, useCustomerApi } from './customer-api.js';

// Issue 6: tips, EV plan, bill planner, bill insights and shower optimiser (spec 2 §3, §4, §7, §8), per customer
// and persisted.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');

const { call, get, server } = useCustomerApi([aroha, tama, mere]);

const ok = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<unknown>;
};
const problem = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as { detail?: string };
};

const tipsOf = async (as: { id: string }) => getTips.response.parse(await ok(await get(as, getTips.path)));
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

/** spec 2 §8: an EV answer with an error field is a failure, so no success answer may carry one, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
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
    expect(tips.CurrentSeason).toBe(expectedSeason(aucklandToday()));
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
      await ok(await call(aroha, 'POST', tipPath(Guid), { tipReviewStatus: 'Liked' })),
    );
    expect(liked).toMatchObject({ Guid, TipReviewStatus: 'Liked' });
    const disliked = reviewTip.response.parse(
      await ok(await call(aroha, 'POST', tipPath(Guid), { tipReviewStatus: 'Disliked' })),
    );
    expect(disliked.TipReviewStatus).toBe('Disliked');
    expect(tipTitled(await tipsOf(aroha), 'Switch to LEDs').TipReviewStatus).toBe('Disliked');
    expect(tipTitled(await tipsOf(tama), 'Switch to LEDs').TipReviewStatus).toBe('NotReviewed');

    const cleared = clearTipReview.response.parse(await ok(await call(aroha, 'DELETE', tipPath(Guid))));
    expect(cleared.TipReviewStatus).toBe('NotReviewed');
    expect(tipTitled(await tipsOf(aroha), 'Switch to LEDs').TipReviewStatus).toBe('NotReviewed');
  });

  it('records visits to the page and to a category, whose tips are then no longer new', async () => {
    expect(visitedTips.response.parse(await ok(await call(mere, 'POST', visitedTips.path)))).toEqual({
      HasVisited: true,
    });
    const category = visitedCategoryTips.response.parse(
      await ok(await call(mere, 'POST', visitedCategoryTips.path, { categoryVisited: 'hotWater' })),
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
    const badStatus = await problem(await call(aroha, 'POST', tipPath(Guid), { tipReviewStatus: 'Meh' }), 400);
    expect(badStatus.detail).toContain('tipReviewStatus');
    const badGuid = await problem(await call(aroha, 'POST', tipPath('not-a-guid'), { tipReviewStatus: 'Liked' }), 400);
    expect(badGuid.detail).toContain('guid');
    await problem(await call(aroha, 'DELETE', tipPath('00000000-0000-4000-8000-000000000000')), 404);
    const badCategory = await problem(
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
    const today = aucklandToday();
    const [kept, ...others] = evTips;
    expect(evTipOfTheDay(activity(others), today)).toBe(kept);
    expect(evTipOfTheDay(activity(evTips), today).title).toBe('Re-gen whenever you can');
  });

  it('needs a signed-in customer', async () => {
    const response = await fetch(`${server.current.url}${API_BASE}${getTips.path}`);
    expect(response.status).toBe(401);
  });
});

describe('EV plan', () => {
  const evCalls = [
    getEvModels,
    getMyEvOptions,
    getMyEv,
    getEvSummary,
    getEvInsights,
    getEvEcoTracker,
    getEvElectricityUsage,
    getEvCarbonUsage,
  ];

  it('answers every EV call for a customer with an EV and one without, never with an error field', async () => {
    for (const as of [tama, aroha]) {
      for (const evCall of evCalls) {
        const body = evCall.response.parse(await ok(await get(as, evCall.path)));
        expect(keysOf(body), `${evCall.path} as ${as.email}`).not.toContain('error');
      }
    }
  });

  it('offers a catalogue of makes and models with battery size, and a three-step journey', async () => {
    const { makes } = getEvModels.response.parse(await ok(await get(tama, getEvModels.path)));
    expect(makes.length).toBeGreaterThan(5);
    expect(makes.flatMap((make) => make.models).every((model) => model.batteryKwh > 0)).toBe(true);
    const options = getMyEvOptions.response.parse(await ok(await get(tama, getMyEvOptions.path)));
    expect(options.steps.map((step) => step.step)).toEqual([1, 2, 3]);
  });

  it("gives tama's EV plan and a designed answer without an EV", async () => {
    const tamas = getEvSummary.response.parse(await ok(await get(tama, getEvSummary.path)));
    expect(tamas.myEV).toMatchObject({ modelId: 'hyundai-kona-64', weeklyKm: 200, chargingTime: 'overnight' });
    expect(tamas.widgets.usage.status).toBe('success');
    expect(tamas.widgets.dayNight.content?.lowRateShare).toBe(100);
    expect(tamas.rates.low.centsPerKwh).toBeLessThan(tamas.rates.high.centsPerKwh);
    expect(tamas.period.endDate).toBe(shiftDate(aucklandToday(), -1));
    expect(tamas.graphs.electricity.householdKwh).toBeGreaterThan(0);
    expect(tamas.graphs.carbon.petrolKgAvoided).toBeGreaterThan(0);

    const arohas = getEvSummary.response.parse(await ok(await get(aroha, getEvSummary.path)));
    expect(arohas.myEV).toBeNull();
    expect([arohas.widgets.usage, arohas.widgets.dayNight, arohas.widgets.carbon]).toEqual([
      { status: 'NO_DATA', theme: 'light', content: null },
      { status: 'NO_DATA', theme: 'dark', content: null },
      { status: 'NO_DATA', theme: 'light', content: null },
    ]);
    expect(arohas.widgets.tips.status).toBe('success');
    expect(getEvInsights.response.parse(await ok(await get(aroha, getEvInsights.path))).insights).toBeNull();

    const insights = getEvInsights.response.parse(await ok(await get(tama, getEvInsights.path)));
    expect(insights.insights?.yearlySaving).toBeGreaterThan(0);
    const usage = getEvElectricityUsage.response.parse(await ok(await get(tama, getEvElectricityUsage.path)));
    expect(usage.days).toHaveLength(30);
    expect(usage.days.at(-1)?.type).toBe('estimated');
    const eco = getEvEcoTracker.response.parse(await ok(await get(tama, getEvEcoTracker.path)));
    expect(eco.hours).toHaveLength(24);
    expect(eco.hours.filter((hour) => hour.isBestToCharge)).toHaveLength(eco.hoursNeeded);
  });

  it("saves a customer's EV and reads it back", async () => {
    expect(getMyEv.response.parse(await ok(await get(mere, getMyEv.path)))).toEqual({ myEV: null });
    const body = { modelId: 'nissan-leaf-40', weeklyKm: 120, chargingTime: 'anytime', charger: 'standardSocket' };
    const saved = saveMyEv.response.parse(await ok(await call(mere, 'POST', saveMyEv.path, body)));
    expect(saved.myEV).toMatchObject({ ...body, make: 'Nissan', batteryKwh: 39 });
    expect(keysOf(saved)).not.toContain('error');
    expect(getMyEv.response.parse(await ok(await get(mere, getMyEv.path))).myEV).toEqual(saved.myEV);
    // Another customer's EV is untouched.
    expect(getMyEv.response.parse(await ok(await get(tama, getMyEv.path))).myEV?.modelId).toBe('hyundai-kona-64');
  });

  it('refuses an EV outside the catalogue or a distance out of range, naming the field', async () => {
    const body = { modelId: 'flying-car-1', weeklyKm: 120, chargingTime: 'anytime', charger: 'wallCharger' };
    expect((await problem(await call(aroha, 'POST', saveMyEv.path, body), 400)).detail).toContain('modelId');
    const farBody = { ...body, modelId: 'mg-4-64', weeklyKm: 0 };
    expect((await problem(await call(aroha, 'POST', saveMyEv.path, farBody), 400)).detail).toContain('weeklyKm');
    expect(getMyEv.response.parse(await ok(await get(aroha, getMyEv.path))).myEV).toBeNull();
  });
});

describe('bill planner and bill insights', () => {
  // The issued bills of the selected billing account, newest first, as the transactions call shows them.
  const transactionBills = async (as: { id: string }) => {
    const today = aucklandToday();
    const answer = getTransactions.response.parse(
      await ok(await get(as, `${getTransactions.path}?startDate=${shiftDate(today, -183)}&endDate=${today}`)),
    );
    return answer.transactions.filter((row) => row.kind === 'bill');
  };

  it('shows the current bill cycle so far, the last issued bill and the next cycles estimated', async () => {
    const today = aucklandToday();
    // aroha's site is electricity only, whose readings the EV tests have already made (tama's gas would add seconds).
    const planner = getBillPlanner.response.parse(await ok(await get(aroha, getBillPlanner.path)));
    const { currentPeriod, lastBill } = planner;
    expect(planner.billingAccountId).toBe('ba-1001');
    // Bills are monthly cycles starting on the billing window start's day of the month (the 16th for aroha).
    const cycle = currentCycle(today, 16);
    expect(currentPeriod).toMatchObject({ startDate: cycle.start, endDate: cycle.end });
    expect(currentPeriod.daysElapsed + currentPeriod.daysRemaining).toBe(currentPeriod.days);
    if (!lastBill) throw new Error('aroha has issued bills');
    expect(lastBill.endDate < currentPeriod.startDate).toBe(true);
    expect(lastBill.supplies.map((supply) => supply.supplyType)).toEqual(['electricity']);
    expect(lastBill.billId).toBe((await transactionBills(aroha))[0]?.billId);
    expect(currentPeriod.projectedAmount).toBeGreaterThanOrEqual(currentPeriod.amountSoFar);
    expect(planner.upcomingBills).toHaveLength(6);
    expect(planner.upcomingBills[0]?.startDate).toBe(currentPeriod.startDate);
    for (const [index, bill] of planner.upcomingBills.slice(1).entries()) {
      expect(bill.startDate).toBe(shiftDate(planner.upcomingBills[index]?.endDate ?? '', 1));
      expect(bill.startDate.slice(8)).toBe('16');
    }
    expect(planner.suggestedWeeklyPayment).toBeGreaterThan(0);
  });

  it('compares the last bill with the one before, with reasons that add up to the change', async () => {
    const insights = getBillInsights.response.parse(await ok(await get(aroha, getBillInsights.path)));
    expect(insights.bills).toHaveLength(12);
    expect(insights.selectedBill).toMatchObject(insights.bills[0] ?? {});
    expect(shiftDate(insights.previousBill.endDate, 1)).toBe(insights.selectedBill.startDate);
    expect(insights.costChange.amount).toBeCloseTo(insights.selectedBill.amount - insights.previousBill.amount, 2);
    const reasons = insights.reasons.reduce((sum, reason) => sum + Math.round(reason.amount * 100), 0);
    expect(reasons).toBe(Math.round(insights.costChange.amount * 100));
    for (const reason of insights.reasons) expect(reason.message.length).toBeGreaterThan(0);
  });

  it('shows as the last bill the newest bill of the transactions, with the same id, period and amount', async () => {
    const [newest] = await transactionBills(aroha);
    if (!newest?.billId) throw new Error('aroha has issued bills');
    const bill = getBill.response.parse(await ok(await get(aroha, getBill.path.replace('{billId}', newest.billId))));
    const { selectedBill } = getBillInsights.response.parse(await ok(await get(aroha, getBillInsights.path)));
    expect(selectedBill).toMatchObject({
      billId: bill.id,
      startDate: bill.periodStart,
      endDate: bill.periodEnd,
      issueDate: bill.issueDate,
      amount: bill.amount,
    });
    expect(Math.round(selectedBill.amount * 100)).toBe(Math.round(Math.abs(newest.amount) * 100));
  });

  it('looks at an earlier bill when asked, and refuses a date or id that starts none', async () => {
    const { bills } = getBillInsights.response.parse(await ok(await get(aroha, getBillInsights.path)));
    const chosen = bills[3];
    if (!chosen) throw new Error('Too few bills');
    const insights = getBillInsights.response.parse(
      await ok(await get(aroha, `${getBillInsights.path}?billStartDate=${chosen.startDate}`)),
    );
    expect(insights.selectedBill).toMatchObject(chosen);
    const byId = getBillInsights.response.parse(
      await ok(await get(aroha, `${getBillInsights.path}?billId=${chosen.billId}`)),
    );
    expect(byId.selectedBill.billId).toBe(chosen.billId);
    expect(shiftDate(byId.previousBill.endDate, 1)).toBe(chosen.startDate);
    await problem(await get(aroha, `${getBillInsights.path}?billStartDate=${shiftDate(chosen.startDate, 1)}`), 404);
    // Only the selected account's bills are looked at: tama's last bill's id (B<customer number>-<issue date>) is not
    // found for aroha, the same as one that does not exist.
    const [tamasCycle] = issuedCycles(aucklandToday(), 20, '2000-01-01', 1);
    const tamasBillId = `B2001234567-${(tamasCycle?.issueDate ?? '').replaceAll('-', '')}`;
    await problem(await get(aroha, `${getBillInsights.path}?billId=${tamasBillId}`), 404);
    const malformed = await problem(await get(aroha, `${getBillInsights.path}?billStartDate=yesterday`), 400);
    expect(malformed.detail).toContain('billStartDate');
  });
});

describe('shower optimiser', () => {
  it('starts from typical showers and estimates their yearly cost from the hot-water type', async () => {
    const arohas = getShowerOptimiser.response.parse(await ok(await get(aroha, getShowerOptimiser.path)));
    expect(arohas).toMatchObject({ isSaved: false, hotWaterType: 'Electricity', actualShowerTimeInSeconds: null });
    expect(arohas.yearly.amount).toBeGreaterThan(0);
    const tamas = getShowerOptimiser.response.parse(await ok(await get(tama, getShowerOptimiser.path)));
    expect(tamas).toMatchObject({ isSaved: true, hotWaterType: 'Gas', showerTimesInMinutes: [6, 9, 5] });
    expect(tamas.actualShowerYearly).not.toBeNull();
  });

  it('saves the showers for that customer only', async () => {
    const body = { showerTimesInMinutes: [5, 7], actualShowerTimeInSeconds: 300 };
    const saved = saveShowerOptimiser.response.parse(
      await ok(await call(aroha, 'POST', saveShowerOptimiser.path, body)),
    );
    expect(saved).toMatchObject({ ...body, isSaved: true });
    const read = getShowerOptimiser.response.parse(await ok(await get(aroha, getShowerOptimiser.path)));
    expect(read).toEqual(saved);
    expect(read.suggestions.map((suggestion) => suggestion.minutes)).toEqual([4, 5, 6]);
    const tamas = getShowerOptimiser.response.parse(await ok(await get(tama, getShowerOptimiser.path)));
    expect(tamas.showerTimesInMinutes).toEqual([6, 9, 5]);
  });

  it('refuses shower times out of range, naming the field', async () => {
    const empty = await problem(await call(aroha, 'POST', saveShowerOptimiser.path, { showerTimesInMinutes: [] }), 400);
    expect(empty.detail).toContain('showerTimesInMinutes');
    const long = await problem(
      await call(aroha, 'POST', saveShowerOptimiser.path, { showerTimesInMinutes: [5], actualShowerTimeInSeconds: 0 }),
      400,
    );
    expect(long.detail).toContain('actualShowerTimeInSeconds');
  });
});
