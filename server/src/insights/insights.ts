import {
  homeProfileProgress,
  isHomeProfileStarted,
  type HomeComparisonWidget,
  type Insights,
  type UsageBreakdownWidget,
} from '@harakeke/contract';
import { nzdOf, round2 } from '../amounts.js';
import type { Database, Queryable } from '../db/client.js';
import { findHomeProfile, residentialHome, type ResidentialHomeOutcome } from '../home-profile/home-profile.js';
import { findSelectedSite } from '../home-profile/queries.js';
import { dailyReadings, ensureReadings, firstReadingDay, lastCompleteDay } from '../readings/queries.js';
import { addDays, aucklandToday } from '@harakeke/calendar';
import { comparisonWidgetState, homeComparisonData, usageBreakdownData } from './comparison-widgets.js';
import { fuelInsights, homeModelInput, TYPICAL_HOME, type FuelInsights } from './model.js';
import { insightSupplyPointRows } from './queries.js';

/** spec 2 §3: the earliest date when a site has no readings at all. */
const DEFAULT_EARLIEST_DATE = '2016-01-01';

interface InsightsPeriod {
  kind: Insights['Period'];
  /** First and last Auckland day, inclusive ('YYYY-MM-DD'). */
  from: string;
  to: string;
}

/** What asking for the selected site's insights came to: the insights, or why there are none. */
export type InsightsOutcome =
  | { kind: 'ok'; insights: Insights }
  | { kind: 'noSiteSelected' }
  | { kind: 'noElectricitySupply' }
  | { kind: 'noReadings'; from: string; to: string }
  | { kind: 'noReadingsYet'; year: string };

interface SitePoints {
  electricity: string[];
  naturalGas: string[];
  /** The first day any of them has a reading ('' when none has). */
  firstDay: string;
}

/**
 * Brings the readings of the selected site's electricity and advanced gas supply points up to date, their whole
 * history (a write): the step every insights call and comparison widget takes before it reads them.
 */
export async function ensureInsightReadings(db: Database, customerId: string, today: string): Promise<void> {
  const home = await findSelectedSite(db, customerId);
  if (!home) return;
  for (const row of await insightSupplyPointRows(db, home.site_id)) {
    await ensureReadings(db, { id: row.id, supplyType: row.supply_type }, { today });
  }
}

/** A site's electricity and advanced gas supply points, and the first day any of them has a reading. */
async function insightSupplyPoints(db: Queryable, siteId: string): Promise<SitePoints> {
  const rows = await insightSupplyPointRows(db, siteId);
  const firstDays: string[] = [];
  for (const row of rows) {
    const firstDay = await firstReadingDay(db, row.id);
    if (firstDay) firstDays.push(firstDay);
  }
  return {
    electricity: rows.filter((row) => row.supply_type === 'electricity').map((row) => row.id),
    naturalGas: rows.filter((row) => row.supply_type === 'naturalGas').map((row) => row.id),
    firstDay: firstDays.sort()[0] ?? '',
  };
}

function comparisonOf(fuel: FuelInsights) {
  return {
    UsageInKWh: {
      Actual: Math.round(fuel.actual.kwh),
      Average: Math.round(fuel.average.kwh),
      Efficient: Math.round(fuel.efficient.kwh),
    },
    UsageInDollars: {
      Actual: nzdOf(fuel.actual.cents),
      Average: nzdOf(fuel.average.cents),
      Efficient: nzdOf(fuel.efficient.cents),
    },
  };
}

/** spec 2 §5: totals carry 2 decimals of kWh. */
function totalOf(fuels: readonly FuelInsights[]) {
  const sum = (pick: (fuel: FuelInsights) => number) => fuels.reduce((total, fuel) => total + pick(fuel), 0);
  return {
    UsageInKWh: {
      Actual: round2(sum((fuel) => fuel.actual.kwh)),
      Average: round2(sum((fuel) => fuel.average.kwh)),
      Efficient: round2(sum((fuel) => fuel.efficient.kwh)),
    },
    UsageInDollars: {
      Actual: nzdOf(sum((fuel) => fuel.actual.cents)),
      Average: nzdOf(sum((fuel) => fuel.average.cents)),
      Efficient: nzdOf(sum((fuel) => fuel.efficient.cents)),
    },
  };
}

/**
 * The selected site's insights over a period (spec 2 §3), from its readings and its home profile. None without a
 * selected site or electricity there, and when `requireReadings` and the period has none (a yearly lookup).
 */
async function siteInsights(
  db: Queryable,
  customerId: string,
  period: InsightsPeriod,
  options: { requireReadings: boolean; today: string },
): Promise<InsightsOutcome> {
  const home = await findSelectedSite(db, customerId);
  if (!home) return { kind: 'noSiteSelected' };
  const points = await insightSupplyPoints(db, home.site_id);
  if (points.electricity.length === 0) return { kind: 'noElectricitySupply' };
  // An sme site has no home profile: its insights are always lite.
  const stored = home.type === 'residential' ? await findHomeProfile(db, home.site_id, options.today) : null;
  const isLite = !stored || !homeProfileProgress(stored.answers).isMandatoryComplete;
  const model = isLite || !stored ? TYPICAL_HOME : homeModelInput(stored.answers);

  const electricityDays = await dailyReadings(db, points.electricity, period.from, period.to);
  const gasDays = points.naturalGas.length ? await dailyReadings(db, points.naturalGas, period.from, period.to) : [];
  const hasReadings = [...electricityDays, ...gasDays].some((day) => day.halfHours > 0);
  if (options.requireReadings && !hasReadings) return { kind: 'noReadings', from: period.from, to: period.to };
  const electricity = fuelInsights('electricity', electricityDays, model, isLite);
  const gas = points.naturalGas.length ? fuelInsights('naturalGas', gasDays, model, isLite) : null;
  const fuels = gas ? [electricity, gas] : [electricity];
  const updatedDay = stored?.updatedAt ? aucklandToday(Date.parse(stored.updatedAt)) : null;
  const insights: Insights = {
    Date: period.from,
    EndDate: period.to,
    Period: period.kind,
    Readings: fuels.flatMap((fuel) => fuel.readings),
    Comparison: {
      Electricity: comparisonOf(electricity),
      Gas: gas ? comparisonOf(gas) : null,
      Readings: {
        Average: fuels.flatMap((fuel) => fuel.averageReadings),
        Efficient: fuels.flatMap((fuel) => fuel.efficientReadings),
      },
      Total: totalOf(fuels),
    },
    IsLite: isLite,
    HasHomeProfileChanged: !isLite && updatedDay !== null && updatedDay >= period.from,
    EarliestDate: points.firstDay || DEFAULT_EARLIEST_DATE,
  };
  return { kind: 'ok', insights };
}

/** spec 2 §9: insights go by month; the latest is the month before this one. */
function lastMonth(today: string): InsightsPeriod {
  const firstOfThisMonth = `${today.slice(0, 7)}-01`;
  const to = addDays(firstOfThisMonth, -1);
  return { kind: 'Month', from: `${to.slice(0, 7)}-01`, to };
}

/** The selected site's insights over the thirty days to the last complete one. After ensureInsightReadings. */
export async function thirtyDayInsights(db: Queryable, customerId: string, today: string): Promise<InsightsOutcome> {
  const to = lastCompleteDay(today);
  return siteInsights(
    db,
    customerId,
    { kind: 'ThirtyDay', from: addDays(to, -29), to },
    { requireReadings: false, today },
  );
}

/** The selected site's insights over last month (`today` is the Auckland date). After ensureInsightReadings. */
export function latestInsights(db: Queryable, customerId: string, today: string): Promise<InsightsOutcome> {
  return siteInsights(db, customerId, lastMonth(today), { requireReadings: false, today });
}

/**
 * The selected site's insights over a year (YYYY), up to the last complete day; none for a year without readings.
 * After ensureInsightReadings.
 */
export async function yearlyInsights(
  db: Queryable,
  customerId: string,
  { year, today }: { year: string; today: string },
): Promise<InsightsOutcome> {
  const lastDay = lastCompleteDay(today);
  const from = `${year}-01-01`;
  // The future has no readings: none like a year before the first reading (spec 2 §8 shows both as no data).
  if (from > lastDay) return { kind: 'noReadingsYet', year };
  const yearEnd = `${year}-12-31`;
  const to = yearEnd < lastDay ? yearEnd : lastDay;
  return siteInsights(db, customerId, { kind: 'Year', from, to }, { requireReadings: true, today });
}

/** What asking for a comparison widget came to: the widget, no home profile here, or no insights behind it. */
export type ComparisonWidgetOutcome<Widget> =
  | { kind: 'ok'; widget: Widget }
  | Exclude<ResidentialHomeOutcome, { kind: 'ok' }>
  | Exclude<InsightsOutcome, { kind: 'ok' }>;

/** spec 2 §4: the comparison widgets' state on `today`, from the selected home's profile. */
async function comparisonWidgetFrame(db: Queryable, siteId: string, today: string) {
  const stored = await findHomeProfile(db, siteId, today);
  const isUnlocked = homeProfileProgress(stored.answers).isMandatoryComplete;
  const isStarted = isHomeProfileStarted(stored.answers);
  const isReady = isUnlocked && stored.isPreparedOvernight;
  const state = comparisonWidgetState({ isUnlocked, isStarted, isReady });
  return { state, unlockProgress: { isUnlocked, isHomeProfileStarted: isStarted }, isReady };
}

type ComparisonWidgetFrame = Awaited<ReturnType<typeof comparisonWidgetFrame>>;

/** A comparison widget: its frame, and once the profile's data is ready, last month's insights shown its way. */
async function comparisonWidget<Data>(
  db: Queryable,
  customerId: string,
  today: string,
  dataOf: (insights: Insights) => Data,
): Promise<ComparisonWidgetOutcome<ComparisonWidgetFrame & { data: Data | null }>> {
  const home = await residentialHome(db, customerId);
  if (home.kind !== 'ok') return home;
  const frame = await comparisonWidgetFrame(db, home.siteId, today);
  if (frame.state !== 'success') return { kind: 'ok', widget: { ...frame, data: null } };
  const latest = await latestInsights(db, customerId, today);
  if (latest.kind !== 'ok') return latest;
  return { kind: 'ok', widget: { ...frame, data: dataOf(latest.insights) } };
}

/**
 * spec 2 §4 home comparison widget: last month against similar homes, once the profile's data is ready. After
 * ensureInsightReadings.
 */
export const homeComparisonWidget = (
  db: Queryable,
  customerId: string,
  today: string,
): Promise<ComparisonWidgetOutcome<HomeComparisonWidget>> =>
  comparisonWidget(db, customerId, today, homeComparisonData);

/**
 * spec 2 §4 usage breakdown widget: last month by category, once the profile's data is ready. After
 * ensureInsightReadings.
 */
export const usageBreakdownWidget = (
  db: Queryable,
  customerId: string,
  today: string,
): Promise<ComparisonWidgetOutcome<UsageBreakdownWidget>> =>
  comparisonWidget(db, customerId, today, usageBreakdownData);
