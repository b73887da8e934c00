import { EV_DISCLAIMER, type EvInsights, type EvSummary, type MyEv } from '@harakeke/contract';
import { centsOf, nzdOf, round2 } from '../amounts.js';
import type { Database, Queryable } from '../db/client.js';
import { evTipOfTheDay } from '../tips/customer-tips.js';
import { tipActivityOf } from '../tips/tips.js';
import {
  ensureSelectedSiteReadings,
  selectedElectricitySupplyPoints,
  type NoSelectedSupply,
} from '../usage/selected-site.js';
import { findEvModel } from './catalogue.js';
import { costOf, estimateEv, evAssumptions, evRates } from './plan.js';
import { findEvRow, saveEvRow, type EvRow } from './queries.js';
import { carbonGraph, chargingForecast, electricityGraph } from './site-usage.js';

/** spec 2 §3: the hours of charging a typical top-up needs when we know nothing of the customer's EV. */
const DEFAULT_CHARGING_HOURS = 4;
const WEEKS_A_MONTH = 52 / 12;
const DAYS_A_MONTH = 365 / 12;

function toMyEv(row: EvRow): MyEv | null {
  const model = findEvModel(row.model_id);
  // A model dropped from the catalogue reads as no EV, so the customer is asked again rather than shown nonsense.
  if (!model) return null;
  return {
    modelId: model.id,
    make: model.make,
    model: model.model,
    batteryKwh: model.batteryKwh,
    weeklyKm: row.weekly_km,
    chargingTime: row.charging_time,
    charger: row.charger,
    updatedAt: row.updated_at,
  };
}

/** The customer's EV; null when they have told us of none (spec 2 §8: never an error field). */
export async function myEvOf(db: Queryable, customerId: string): Promise<MyEv | null> {
  const row = await findEvRow(db, customerId);
  return row ? toMyEv(row) : null;
}

/**
 * Keeps the customer's EV, one of the catalogue's (the caller checks the model), as updated at `now` (the business
 * clock's); answers it as kept.
 */
export async function saveEv(
  db: Queryable,
  customerId: string,
  ev: Pick<MyEv, 'modelId' | 'weeklyKm' | 'chargingTime' | 'charger'>,
  now: number,
): Promise<MyEv> {
  const row = await saveEvRow(db, customerId, ev, now);
  const myEV = row && toMyEv(row);
  if (!myEV) throw new Error(`The EV ${ev.modelId} was not saved.`);
  return myEV;
}

function evInsights(myEV: MyEv): NonNullable<EvInsights['insights']> {
  const estimate = estimateEv(myEV);
  const yearlyCost = costOf(estimate.yearlyKwh, estimate.centsPerKwh);
  const yearlyPetrolCents = centsOf(estimate.dailyPetrolCost * 365);
  return {
    weeklyKwh: round2(estimate.weeklyKwh),
    yearlyKwh: round2(estimate.yearlyKwh),
    yearlyCost,
    yearlyPetrolCost: nzdOf(yearlyPetrolCents),
    yearlySaving: nzdOf(yearlyPetrolCents - centsOf(yearlyCost)),
    fullCharge: {
      kwh: round2(estimate.fullChargeKwh),
      hours: Math.round(estimate.fullChargeHours * 10) / 10,
      costAtLowRate: costOf(estimate.fullChargeKwh, evRates.low.centsPerKwh),
      costAtHighRate: costOf(estimate.fullChargeKwh, evRates.high.centsPerKwh),
    },
    rangeKm: estimate.rangeKm,
  };
}

/** The EV plan's insights (spec 2 §3): a year's charging against petrol, and a full charge; null without an EV. */
export async function evInsightsOf(db: Queryable, customerId: string): Promise<EvInsights> {
  const myEV = await myEvOf(db, customerId);
  return {
    myEV,
    insights: myEV && evInsights(myEV),
    assumptions: evAssumptions,
    rates: evRates,
    disclaimer: EV_DISCLAIMER,
  };
}

/** The next 24 hours from `now` and the cleanest run of hours to charge the customer's EV in (a typical one's). */
export async function evEcoTrackerOf(db: Queryable, customerId: string, now: number) {
  const myEV = await myEvOf(db, customerId);
  const hoursNeeded = myEV
    ? Math.max(1, Math.ceil(estimateEv(myEV).dailyKwh / evAssumptions.chargerKw[myEV.charger]))
    : DEFAULT_CHARGING_HOURS;
  return { myEV, hoursNeeded, ...chargingForecast(now, hoursNeeded) };
}

/** An EV plan answer over the selected site's electricity, or none when the site has no electricity supply. */
export type EvSiteOutcome<Answer> = { kind: 'ok'; answer: Answer } | NoSelectedSupply;

/**
 * Brings the selected site's electricity readings up to the last complete day (a write, the days since): the step the
 * EV plan's graph and summary calls take before they read the site's use.
 */
export const ensureEvGraphReadings = (db: Database, customerId: string, today: string) =>
  ensureSelectedSiteReadings(db, customerId, 'electricity', { today });

/** The selected site's electricity supply points' ids, which the graphs read the site's use from; or none. */
async function graphedSupplyPoints(db: Queryable, customerId: string) {
  const selected = await selectedElectricitySupplyPoints(db, customerId);
  if (selected.kind !== 'ok') return selected;
  return { kind: 'ok' as const, pointIds: selected.points.map((point) => point.id) };
}

/** The selected site's last 30 days of electricity by rate, and the EV's estimated charging beside them. */
export async function evElectricityUsage(db: Queryable, customerId: string, today: string) {
  const myEV = await myEvOf(db, customerId);
  const graphed = await graphedSupplyPoints(db, customerId);
  if (graphed.kind !== 'ok') return graphed;
  const answer = { myEV, rates: evRates, ...(await electricityGraph(db, graphed.pointIds, myEV, today)) };
  return { kind: 'ok' as const, answer };
}

/** The selected site's last 30 days of carbon, the EV's charging and the petrol it saves. */
export async function evCarbonUsage(db: Queryable, customerId: string, today: string) {
  const myEV = await myEvOf(db, customerId);
  const graphed = await graphedSupplyPoints(db, customerId);
  if (graphed.kind !== 'ok') return graphed;
  return { kind: 'ok' as const, answer: { myEV, ...(await carbonGraph(db, graphed.pointIds, myEV, today)) } };
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
        monthlySavingAllAtLowRate: nzdOf(centsOf(monthlyCost) - centsOf(monthlyCostAllAtLowRate)),
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
 * The EV plan's summary (spec 2 §3, §4): the widgets, today's EV tip for this customer (spec 2 §4: one they have not
 * disliked) and the graphs' totals. Without an EV the widgets are NO_DATA, never an error (spec 2 §8).
 */
export async function evSummary(db: Queryable, customerId: string, today: string): Promise<EvSiteOutcome<EvSummary>> {
  const myEV = await myEvOf(db, customerId);
  const graphed = await graphedSupplyPoints(db, customerId);
  if (graphed.kind !== 'ok') return graphed;
  const points = graphed.pointIds;
  const electricity = await electricityGraph(db, points, myEV, today);
  const carbon = await carbonGraph(db, points, myEV, today);
  const tip = evTipOfTheDay(await tipActivityOf(db, customerId), today);
  const widgets = evWidgets(myEV, carbon.totals, carbon.days.length);
  const summary: EvSummary = {
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
  return { kind: 'ok', answer: summary };
}
