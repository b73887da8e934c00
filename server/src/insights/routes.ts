import {
  getHomeComparisonWidget,
  getLatestInsights,
  getThirtyDayInsights,
  getUsageBreakdownWidget,
  getYearlyInsights,
} from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { noHomeProfile, noSelectedSupply } from '../http/shared-problems.js';
import { aucklandToday } from '@harakeke/calendar';
import {
  ensureInsightReadings,
  homeComparisonWidget,
  latestInsights,
  thirtyDayInsights,
  usageBreakdownWidget,
  yearlyInsights,
  type ComparisonWidgetOutcome,
  type InsightsOutcome,
} from './insights.js';

/** The problem of a call that found no insights (spec 2 §8 shows each as no data). */
function noInsights(outcome: Exclude<InsightsOutcome, { kind: 'ok' }>) {
  switch (outcome.kind) {
    case 'noSiteSelected':
      return noHomeProfile(outcome);
    case 'noElectricitySupply':
      return noSelectedSupply({ supplyType: 'electricity', advancedOnly: false });
    case 'noReadings':
      return problems.notFound(`There are no readings from ${outcome.from} to ${outcome.to}.`);
    case 'noReadingsYet':
      return problems.notFound(`There are no readings for ${outcome.year} yet.`);
  }
}

function insightsAnswer(outcome: InsightsOutcome) {
  if (outcome.kind !== 'ok') throw noInsights(outcome);
  return outcome.insights;
}

function widgetAnswer<Widget>(outcome: ComparisonWidgetOutcome<Widget>): Widget {
  if (outcome.kind === 'ok') return outcome.widget;
  throw outcome.kind === 'notResidential' ? noHomeProfile(outcome) : noInsights(outcome);
}

/** Insights from the selected site's readings and home profile, and the comparison widgets (spec 2 §3–§9). */
export function insightsRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getThirtyDayInsights, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    await ensureInsightReadings(db, customerId, today);
    return insightsAnswer(await thirtyDayInsights(db, customerId, today));
  });

  defineRoute(routes, getLatestInsights, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    await ensureInsightReadings(db, customerId, today);
    return insightsAnswer(await latestInsights(db, customerId, today));
  });

  defineRoute(routes, getYearlyInsights, async ({ db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    await ensureInsightReadings(db, customerId, today);
    return insightsAnswer(await yearlyInsights(db, customerId, { year: input.year, today }));
  });

  defineRoute(routes, getHomeComparisonWidget, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    await ensureInsightReadings(db, customerId, today);
    return widgetAnswer(await homeComparisonWidget(db, customerId, today));
  });

  defineRoute(routes, getUsageBreakdownWidget, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    await ensureInsightReadings(db, customerId, today);
    return widgetAnswer(await usageBreakdownWidget(db, customerId, today));
  });

  return routes;
}
