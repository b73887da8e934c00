import {
  businessProfileProgress,
  getBusinessIndustries,
  getBusinessProfile,
  getHomeComparisonWidget,
  getHomeProfile,
  getLatestInsights,
  getThirtyDayInsights,
  getUsageBreakdownWidget,
  getYearlyInsights,
  homeProfileProgress,
  INDUSTRIES,
  MINIMUM_HOME_QUESTION_COUNT,
  isHomeProfileStarted,
  saveBusinessProfile,
  saveHomeProfile,
  type HomeProfile,
  type Insights,
} from '@harakeke/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import {
  findBusinessProfile,
  findHomeProfile,
  recordedProfileEvents,
  selectedAccount,
  selectedHome,
  updateBusinessProfile,
  updateHomeProfile,
  type StoredBusinessProfile,
  type StoredHomeProfile,
} from '../home-profile/queries.js';
import { lastCompleteDay } from '../readings/queries.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { siteInsights, type InsightsPeriod } from './insights.js';
import { mergeBusinessProfile, mergeHomeProfile } from './profile-rules.js';
import { aucklandToday, shiftDate } from '../usage/period-data.js';

/** The selected home of a residential customer; spec 2 §6: an sme account has the business profile instead. */
async function residentialHome(db: Database, customerId: string): Promise<string> {
  const home = await selectedHome(db, customerId);
  if (!home) throw problems.notFound('You have no site selected.');
  if (home.accountType !== 'residential') {
    throw problems.notFound('The home profile is for residential accounts: a business account has a business profile.');
  }
  return home.siteId;
}

async function smeAccount(db: Database, customerId: string): Promise<string> {
  const account = await selectedAccount(db, customerId);
  if (!account) throw problems.notFound('You have no billing account selected.');
  if (account.accountType !== 'sme') {
    throw problems.notFound('The business profile is for business accounts: a residential account has a home profile.');
  }
  return account.billingAccountId;
}

async function homeProfileAnswer(
  db: Database,
  customerId: string,
  siteId: string,
  stored: StoredHomeProfile,
): Promise<HomeProfile> {
  const { minimumAnswered, ...progress } = homeProfileProgress(stored.answers);
  const isUnlocked = progress.isMandatoryComplete;
  return {
    siteId,
    profile: stored.answers,
    isWizardUpdate: stored.isWizardUpdate,
    updatedAt: stored.updatedAt,
    progress: { ...progress, minimumAnswered, minimumCount: MINIMUM_HOME_QUESTION_COUNT },
    unlockProgress: { isUnlocked, isHomeProfileStarted: isHomeProfileStarted(stored.answers) },
    isReady: isUnlocked && stored.isPreparedOvernight,
    eventsRecorded: await recordedProfileEvents(db, customerId),
  };
}

const businessProfileAnswer = (billingAccountId: string, stored: StoredBusinessProfile) => ({
  billingAccountId,
  profile: stored.answers,
  updatedAt: stored.updatedAt,
  progress: businessProfileProgress(stored.answers),
});

/** spec 2 §9: insights go by month; the latest is the month before this one. */
function lastMonth(today: string): InsightsPeriod {
  const firstOfThisMonth = `${today.slice(0, 7)}-01`;
  const to = shiftDate(firstOfThisMonth, -1);
  return { kind: 'Month', from: `${to.slice(0, 7)}-01`, to };
}

/** spec 2 §4: the comparison widgets' state, from the selected home's profile. */
async function comparisonWidgetFrame(db: Database, customerId: string) {
  const stored = await findHomeProfile(db, await residentialHome(db, customerId));
  const isUnlocked = homeProfileProgress(stored.answers).isMandatoryComplete;
  const isStarted = isHomeProfileStarted(stored.answers);
  const isReady = isUnlocked && stored.isPreparedOvernight;
  const state = isReady
    ? ('success' as const)
    : isUnlocked
      ? ('comingSoon' as const)
      : isStarted
        ? ('notReadyStarted' as const)
        : ('notReadyNotStarted' as const);
  return { state, unlockProgress: { isUnlocked, isHomeProfileStarted: isStarted }, isReady };
}

function homeComparisonData(insights: Insights) {
  const { Total } = insights.Comparison;
  const { Actual, Average, Efficient } = Total.UsageInKWh;
  return {
    Date: insights.Date,
    EndDate: insights.EndDate,
    Total,
    standing:
      Actual <= Efficient
        ? ('efficient' as const)
        : Actual <= Average
          ? ('belowAverage' as const)
          : ('aboveAverage' as const),
    percentFromAverage: Average > 0 ? Math.round(((Actual - Average) / Average) * 100) : 0,
  };
}

function usageBreakdownData(insights: Insights) {
  const totalKwh = insights.Readings.reduce((sum, reading) => sum + reading.EnergyInKWh, 0);
  const totalCents = insights.Readings.reduce((sum, reading) => sum + Math.round(reading.EnergyInDollars * 100), 0);
  return {
    Date: insights.Date,
    EndDate: insights.EndDate,
    categories: insights.Readings.map((reading) => ({
      ...reading,
      percentage: totalKwh > 0 ? Math.round((reading.EnergyInKWh / totalKwh) * 100) : 0,
    })).sort((a, b) => b.EnergyInKWh - a.EnergyInKWh),
    Total: { EnergyInDollars: totalCents / 100, EnergyInKWh: insights.Comparison.Total.UsageInKWh.Actual },
  };
}

/** Home and business profiles, insights, and the home comparison and usage breakdown widgets (spec 2 §3–§7). */
export function profilesInsightsRoutes(app: Hono<ApiEnv>, db: Database) {
  defineRoute(app, getHomeProfile, async ({ customerId }) => {
    const siteId = await residentialHome(db, customerId);
    return homeProfileAnswer(db, customerId, siteId, await findHomeProfile(db, siteId));
  });

  defineRoute(app, saveHomeProfile, async ({ customerId, input }) => {
    const siteId = await residentialHome(db, customerId);
    const stored = await updateHomeProfile(db, siteId, {
      merge: (current) => mergeHomeProfile(current, input),
      isMandatoryComplete: (answers) => homeProfileProgress(answers).isMandatoryComplete,
      isWizardUpdate: input.isWizardUpdate ?? false,
    });
    return homeProfileAnswer(db, customerId, siteId, stored);
  });

  defineRoute(app, getBusinessIndustries, async () => ({
    industries: INDUSTRIES.map((industry) => ({ ...industry, subDivisions: [...industry.subDivisions] })),
  }));

  defineRoute(app, getBusinessProfile, async ({ customerId }) => {
    const accountId = await smeAccount(db, customerId);
    return businessProfileAnswer(accountId, await findBusinessProfile(db, accountId));
  });

  defineRoute(app, saveBusinessProfile, async ({ customerId, input }) => {
    const accountId = await smeAccount(db, customerId);
    const stored = await updateBusinessProfile(db, accountId, (current) => mergeBusinessProfile(current, input));
    return businessProfileAnswer(accountId, stored);
  });

  defineRoute(app, getThirtyDayInsights, async ({ customerId }) => {
    const to = await lastCompleteDay(db);
    return siteInsights(
      db,
      customerId,
      { kind: 'ThirtyDay', from: shiftDate(to, -29), to },
      { requireReadings: false },
    );
  });

  defineRoute(app, getLatestInsights, async ({ customerId }) =>
    siteInsights(db, customerId, lastMonth(aucklandToday()), { requireReadings: false }),
  );

  defineRoute(app, getYearlyInsights, async ({ customerId, input }) => {
    const lastDay = await lastCompleteDay(db);
    const from = `${input.year}-01-01`;
    // The future has no readings: 404 like a year before the first reading (spec 2 §8 shows both as no data).
    if (from > lastDay) throw problems.notFound(`There are no readings for ${input.year} yet.`);
    const yearEnd = `${input.year}-12-31`;
    const to = yearEnd < lastDay ? yearEnd : lastDay;
    return siteInsights(db, customerId, { kind: 'Year', from, to }, { requireReadings: true });
  });

  defineRoute(app, getHomeComparisonWidget, async ({ customerId }) => {
    const frame = await comparisonWidgetFrame(db, customerId);
    if (frame.state !== 'success') return { ...frame, data: null };
    const insights = await siteInsights(db, customerId, lastMonth(aucklandToday()), { requireReadings: false });
    return { ...frame, data: homeComparisonData(insights) };
  });

  defineRoute(app, getUsageBreakdownWidget, async ({ customerId }) => {
    const frame = await comparisonWidgetFrame(db, customerId);
    if (frame.state !== 'success') return { ...frame, data: null };
    const insights = await siteInsights(db, customerId, lastMonth(aucklandToday()), { requireReadings: false });
    return { ...frame, data: usageBreakdownData(insights) };
  });
}
