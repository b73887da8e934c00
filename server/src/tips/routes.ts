import {
  clearTipReview,
  EV_DISCLAIMER,
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
  reviewTip,
  saveMyEv,
  saveShowerOptimiser,
  visitedCategoryTips,
  visitedTips,
  type MyEv,
} from '@harakeke/contract';
import type { Hono } from 'hono';
import {
  billChangeReasons,
  billedReadings,
  billedSupplies,
  billFigures,
  changeOf,
  cycleAnchorDay,
  cyclesFrom,
  issuedBillFigures,
  type BillPeriod,
} from '../bill-planner/bill-periods.js';
import type { Database } from '../db/client.js';
import { billingAccountsOf } from '../billing-accounts/billing-accounts.js';
import { ensureIssuedBills, issuedBillsOf } from '../bills/bills.js';
import * as features from '../ev-iq/queries.js';
import * as tips from './queries.js';
import { evJourney, evModelsByMake, findEvModel } from '../ev-iq/catalogue.js';
import { costOf, estimateEv, evAssumptions, evRates, round2 } from '../ev-iq/plan.js';
import { carbonGraph, chargingForecast, electricityGraph } from '../ev-iq/site-usage.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { showerEstimate, typicalShowers } from '../shower-optimiser/estimate.js';
import { findTip } from './catalogue.js';
import { categoryTips, customerTip, customerTips, evTipOfTheDay } from './customer-tips.js';
import { aucklandToday, datesBetween, shiftDate } from '../usage/period-data.js';

/** spec 2 §3: the hours of charging a typical top-up needs when we know nothing of the customer's EV. */
const DEFAULT_CHARGING_HOURS = 4;
/** Bills the insights let the customer choose from. */
const BILLS_LISTED = 12;
/** Bills the planner looks ahead, the current one first. */
const BILLS_AHEAD = 6;
/** Before any demo account's first reading: bill insights list every issued bill of the account. */
const EARLIEST_BILL_DATE = '2000-01-01';
/** 52 weeks: last year's same period starts on the same weekday. */
const A_YEAR_OF_WEEKS = 364;

export function tipsFeaturesRoutes(app: Hono<ApiEnv>, db: Database) {
  tipRoutes(app, db);
  evPlanRoutes(app, db);
  billRoutes(app, db);
  showerOptimiserRoutes(app, db);
}

/** Tips (spec 2 §3, §4, §7): a fixed catalogue, and per customer their reviews, visits and what is new to them. */
function tipRoutes(app: Hono<ApiEnv>, db: Database) {
  const tipFor = async (customerId: string, guid: string) => {
    const tip = findTip(guid);
    if (!tip) throw problems.notFound('There is no tip with this guid.');
    return customerTip(tip, await tips.findTipActivity(db, customerId));
  };

  defineRoute(app, getTips, async ({ customerId }) =>
    customerTips(await tips.findTipActivity(db, customerId), aucklandToday()),
  );

  // The fixed paths go before /private/tips/{guid}, which would otherwise take 'visitedTips' for a guid.
  defineRoute(app, visitedTips, async ({ customerId }) => {
    await tips.recordTipsVisit(db, customerId);
    return { HasVisited: true as const };
  });

  defineRoute(app, visitedCategoryTips, async ({ customerId, input }) => {
    await tips.recordCategoryVisit(db, customerId, input.categoryVisited);
    return categoryTips(input.categoryVisited, await tips.findTipActivity(db, customerId), aucklandToday());
  });

  defineRoute(app, reviewTip, async ({ customerId, input }) => {
    const tip = findTip(input.guid);
    if (!tip) throw problems.notFound('There is no tip with this guid.');
    await tips.saveTipReview(db, customerId, tip.guid, input.tipReviewStatus);
    return tipFor(customerId, tip.guid);
  });

  defineRoute(app, clearTipReview, async ({ customerId, input }) => {
    const tip = findTip(input.guid);
    if (!tip) throw problems.notFound('There is no tip with this guid.');
    await tips.deleteTipReview(db, customerId, tip.guid);
    return tipFor(customerId, tip.guid);
  });
}

/**
 * EV plan (spec 2 §3, §7). spec 2 §8 treats an EV answer with an `error` field as a failure, so a customer without
 * an EV gets `myEV: null` and NO_DATA widgets, never an error field; failures are problem+json with their status.
 */
function evPlanRoutes(app: Hono<ApiEnv>, db: Database) {
  defineRoute(app, getEvModels, async () => ({ makes: evModelsByMake() }));

  defineRoute(app, getMyEvOptions, async () => evJourney);

  defineRoute(app, getMyEv, async ({ customerId }) => ({
    myEV: await features.findMyEv(db, customerId),
  }));

  defineRoute(app, saveMyEv, async ({ customerId, input }) => {
    // The contract checks the shape; only the server knows the catalogue.
    if (!findEvModel(input.modelId)) throw problems.badRequest('modelId: not an EV of the catalogue');
    const myEV = await features.saveMyEv(db, customerId, input);
    if (!myEV) throw new Error(`The EV ${input.modelId} was not saved.`);
    return { myEV };
  });

  defineRoute(app, getEvInsights, async ({ customerId }) => {
    const myEV = await features.findMyEv(db, customerId);
    return {
      myEV,
      insights: myEV && evInsights(myEV),
      assumptions: evAssumptions,
      rates: evRates,
      disclaimer: EV_DISCLAIMER,
    };
  });

  defineRoute(app, getEvEcoTracker, async ({ customerId }) => {
    const myEV = await features.findMyEv(db, customerId);
    const hoursNeeded = myEV
      ? Math.max(1, Math.ceil(estimateEv(myEV).dailyKwh / evAssumptions.chargerKw[myEV.charger]))
      : DEFAULT_CHARGING_HOURS;
    return { myEV, hoursNeeded, ...chargingForecast(Date.now(), hoursNeeded) };
  });

  defineRoute(app, getEvElectricityUsage, async ({ customerId }) => {
    const myEV = await features.findMyEv(db, customerId);
    return { myEV, rates: evRates, ...(await electricityGraph(db, customerId, myEV)) };
  });

  defineRoute(app, getEvCarbonUsage, async ({ customerId }) => {
    const myEV = await features.findMyEv(db, customerId);
    return { myEV, ...(await carbonGraph(db, customerId, myEV)) };
  });

  defineRoute(app, getEvSummary, async ({ customerId }) => {
    const myEV = await features.findMyEv(db, customerId);
    const electricity = await electricityGraph(db, customerId, myEV);
    const carbon = await carbonGraph(db, customerId, myEV);
    const tip = evTipOfTheDay(await tips.findTipActivity(db, customerId), aucklandToday());
    const widgets = evWidgets(myEV, carbon.totals, carbon.days.length);
    return {
      myEV,
      period: electricity.period,
      rates: evRates,
      widgets: {
        ...widgets,
        tips: {
          status: 'success' as const,
          theme: 'dark' as const,
          content: { Guid: tip.guid, Title: tip.title, Body: tip.body },
        },
      },
      graphs: {
        electricity: electricity.totals,
        carbon: {
          householdKg: carbon.totals.householdKg,
          evKg: carbon.totals.evKg,
          petrolKgAvoided: carbon.totals.petrolKgAvoided,
        },
      },
      disclaimer: EV_DISCLAIMER,
    };
  });
}

const WEEKS_A_MONTH = 52 / 12;
const DAYS_A_MONTH = 365 / 12;

function evInsights(myEV: MyEv) {
  const estimate = estimateEv(myEV);
  const yearlyCost = costOf(estimate.yearlyKwh, estimate.centsPerKwh);
  const yearlyPetrolCost = round2(estimate.dailyPetrolCost * 365);
  return {
    weeklyKwh: round2(estimate.weeklyKwh),
    yearlyKwh: round2(estimate.yearlyKwh),
    yearlyCost,
    yearlyPetrolCost,
    yearlySaving: round2(yearlyPetrolCost - yearlyCost),
    fullCharge: {
      kwh: round2(estimate.fullChargeKwh),
      hours: Math.round(estimate.fullChargeHours * 10) / 10,
      costAtLowRate: costOf(estimate.fullChargeKwh, evRates.low.centsPerKwh),
      costAtHighRate: costOf(estimate.fullChargeKwh, evRates.high.centsPerKwh),
    },
    rangeKm: estimate.rangeKm,
  };
}

/**
 * The usage, day/night and carbon widgets: NO_DATA until the customer tells us about their EV. The carbon widget
 * scales the carbon graph's days up to a month.
 */
function evWidgets(myEV: MyEv | null, carbon: { evKg: number; petrolKg: number }, carbonDays: number) {
  const noData = (theme: 'light' | 'dark') => ({ status: 'NO_DATA' as const, theme, content: null });
  if (!myEV) return { usage: noData('light'), dayNight: noData('dark'), carbon: noData('light') };
  const estimate = estimateEv(myEV);
  const monthlyKwh = estimate.weeklyKwh * WEEKS_A_MONTH;
  const monthlyCost = costOf(monthlyKwh, estimate.centsPerKwh);
  const monthlyCostAllAtLowRate = costOf(monthlyKwh, evRates.low.centsPerKwh);
  const toMonth = carbonDays ? DAYS_A_MONTH / carbonDays : 0;
  const monthlyPetrolKg = carbon.petrolKg * toMonth;
  const monthlyEvKg = carbon.evKg * toMonth;
  return {
    usage: {
      status: 'success' as const,
      theme: 'light' as const,
      content: { weeklyKwh: round2(estimate.weeklyKwh), monthlyKwh: round2(monthlyKwh), monthlyCost },
    },
    dayNight: {
      status: 'success' as const,
      theme: 'dark' as const,
      content: {
        lowRateShare: estimate.lowRateShare,
        monthlyCost,
        monthlyCostAllAtLowRate,
        monthlySavingAllAtLowRate: round2(monthlyCost - monthlyCostAllAtLowRate),
      },
    },
    carbon: {
      status: 'success' as const,
      theme: 'light' as const,
      content: {
        monthlyEvKg: round2(monthlyEvKg),
        monthlyPetrolKg: round2(monthlyPetrolKg),
        monthlySavedKg: round2(monthlyPetrolKg - monthlyEvKg),
      },
    },
  };
}

/**
 * Bill planner and bill insights (spec 2 §7) of the selected billing account: the same one, and the same issued bills
 * (ids, periods, amounts), as the transactions and bill summary show; the planner's current period is the bill cycle
 * running today.
 */
function billRoutes(app: Hono<ApiEnv>, db: Database) {
  const selectedAccount = async (customerId: string) => {
    const { selected } = await billingAccountsOf(db, customerId, aucklandToday());
    if (!selected) throw problems.notFound('You have no billing account selected.');
    const supplies = await billedSupplies(db, selected.id);
    if (!supplies.some((supply) => supply.supplyType === 'electricity')) {
      throw problems.notFound('Your selected billing account has no electricity supply.');
    }
    const bills = async (since: string) => {
      const range = { today: aucklandToday(), since };
      await ensureIssuedBills(db, selected, range);
      return issuedBillsOf(db, selected.id, range);
    };
    return { id: selected.id, anchorDay: cycleAnchorDay(selected.billing.window.startDate), supplies, bills };
  };

  defineRoute(app, getBillPlanner, async ({ customerId }) => {
    const account = await selectedAccount(customerId);
    const today = aucklandToday();
    const ahead = cyclesFrom(today, account.anchorDay, BILLS_AHEAD);
    const current = ahead[0] ?? { startDate: today, endDate: today };
    const yearBefore = (period: BillPeriod) => ({
      startDate: shiftDate(period.startDate, -A_YEAR_OF_WEEKS),
      endDate: shiftDate(period.endDate, -A_YEAR_OF_WEEKS),
    });
    const { readings, lastCompleteDay: lastDay } = await billedReadings(
      db,
      account.supplies,
      yearBefore(current).startDate,
    );
    const soFar = billFigures(current, readings, lastDay);
    const days = datesBetween(current.startDate, current.endDate).length;
    const daysElapsed = Math.max(0, datesBetween(current.startDate, lastDay).length);
    const daysRemaining = days - daysElapsed;
    const upcomingBills = ahead.map((period) => {
      const lastYear = billFigures(yearBefore(period), readings, lastDay);
      return { ...period, estimatedKwh: lastYear.kWh, estimatedAmount: lastYear.amount };
    });
    const aheadDays = ahead.reduce((sum, period) => sum + datesBetween(period.startDate, period.endDate).length, 0);
    const aheadCents = upcomingBills.reduce((sum, bill) => sum + Math.round(bill.estimatedAmount * 100), 0);
    // The newest bill is at most a cycle (31 days) and its issue delay old; a 35-day look back is enough.
    const [lastBill] = await account.bills(shiftDate(today, -35));
    return {
      billingAccountId: account.id,
      currentPeriod: {
        ...current,
        days,
        daysElapsed,
        daysRemaining,
        kWhSoFar: soFar.kWh,
        amountSoFar: soFar.amount,
        projectedKwh: round2(soFar.kWh + soFar.dailyAverage.kWh * daysRemaining),
        projectedAmount: round2(soFar.amount + soFar.dailyAverage.amount * daysRemaining),
      },
      lastBill: lastBill ? issuedBillFigures(lastBill) : null,
      upcomingBills,
      suggestedWeeklyPayment: Math.round((aheadCents / aheadDays) * 7) / 100,
    };
  });

  defineRoute(app, getBillInsights, async ({ customerId, input }) => {
    const account = await selectedAccount(customerId);
    // Every issued bill of the account (at most two years); the oldest listed needs the one before it.
    const issued = await account.bills(EARLIEST_BILL_DATE);
    const listed = issued.slice(0, Math.min(BILLS_LISTED, issued.length - 1));
    const index = listed.findIndex((bill) =>
      input.billId ? bill.id === input.billId : input.billStartDate ? bill.periodStart === input.billStartDate : true,
    );
    const selected = listed[index];
    const previous = issued[index + 1];
    if (!selected || !previous) {
      if (!input.billId && !input.billStartDate) throw problems.notFound('You need two issued bills to compare.');
      throw problems.notFound(
        input.billId
          ? `There is no bill ${input.billId} to look at.`
          : `There is no bill starting on ${input.billStartDate ?? ''} to look at.`,
      );
    }
    const selectedBill = issuedBillFigures(selected);
    const previousBill = issuedBillFigures(previous);
    const usage = changeOf(selectedBill.kWh, previousBill.kWh);
    const cost = changeOf(selectedBill.amount, previousBill.amount);
    return {
      billingAccountId: account.id,
      bills: listed.map((bill) => ({
        billId: bill.id,
        startDate: bill.periodStart,
        endDate: bill.periodEnd,
        issueDate: bill.issueDate,
        amount: bill.amount,
      })),
      selectedBill,
      previousBill,
      usageChange: { kWh: usage.value, percent: usage.percent },
      costChange: { amount: cost.value, percent: cost.percent },
      reasons: billChangeReasons(selectedBill, previousBill),
    };
  });
}

/** Shower optimiser (spec 2 §3, §7): the household's showers, kept per customer, and their yearly cost. */
function showerOptimiserRoutes(app: Hono<ApiEnv>, db: Database) {
  const hotWaterTypeOf = async (customerId: string) => {
    const site = await features.findSelectedSite(db, customerId);
    // Without a home profile's answer, a site with natural gas is taken to heat its water with it.
    return site?.supplyPoints.some((point) => point.supplyType === 'naturalGas')
      ? ('Gas' as const)
      : ('Electricity' as const);
  };

  defineRoute(app, getShowerOptimiser, async ({ customerId }) => {
    const saved = await features.findShowerSettings(db, customerId);
    return showerEstimate(saved ?? typicalShowers, await hotWaterTypeOf(customerId), saved !== null);
  });

  defineRoute(app, saveShowerOptimiser, async ({ customerId, input }) => {
    const before = await features.findShowerSettings(db, customerId);
    const settings = {
      showerTimesInMinutes: input.showerTimesInMinutes,
      // Leaving the timed shower out keeps the one timed before; null clears it.
      actualShowerTimeInSeconds:
        input.actualShowerTimeInSeconds === undefined
          ? (before?.actualShowerTimeInSeconds ?? null)
          : input.actualShowerTimeInSeconds,
    };
    await features.saveShowerSettings(db, customerId, settings);
    return showerEstimate(settings, await hotWaterTypeOf(customerId), true);
  });
}
