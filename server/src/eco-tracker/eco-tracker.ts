import type { EcoForecast, EcoTrackerWidget, MonthlyUsageImpact, UsageImpact } from '@harakeke/contract';
import { round2 } from '../amounts.js';
import type { Database, Queryable } from '../db/client.js';
import { carbonLevelOf, gridAt } from '../grid/generation.js';
import { dailyReadings, dayKwh, firstReadingDay, hourlyReadings, lastCompleteDay } from '../readings/queries.js';
import { aucklandDayBounds } from '../readings/day-bounds.js';
import { addDays, aucklandToday } from '@harakeke/calendar';
import {
  ensureSelectedSiteReadings,
  selectedElectricitySupplyPoints,
  type NoSelectedSupply,
} from '../usage/selected-site.js';
import {
  aucklandHourOf,
  ecoFriendlyRuns,
  hourCarbonLevel,
  HOUR_MS,
  isEcoFriendlyHour,
  lastDayOfMonth,
  realTimeMix,
  renewablePercentage,
} from './rules.js';

/** spec 2 §4: the dashboard widget: the grid now and the next eco-friendly hours. */
export function ecoTrackerWidget(now: number): EcoTrackerWidget {
  const mix = realTimeMix(now);
  return {
    carbonIntensity: mix.carbonIntensity,
    carbonEmissionsNumber: mix.carbonEmissionsNumber,
    renewablePercentage: renewablePercentage(now),
    periodStart: mix.periodStart,
    nextEcoFriendlyHours: ecoFriendlyRuns(now, 3),
    nextUpdate: mix.nextUpdate,
  };
}

/** spec 2 §3 forecast: the week from today, hour by hour (by the Auckland clock), eco-friendly or not. */
export async function ecoForecast(db: Database, now: number): Promise<EcoForecast> {
  const today = aucklandToday(now);
  const bounds = aucklandDayBounds(today, addDays(today, 6));
  const days = [];
  for (const [date, { start, end }] of bounds) {
    const hours = [];
    for (let hour = Date.parse(start); hour < Date.parse(end); hour += HOUR_MS) {
      hours.push({ Hour: aucklandHourOf(hour), EcoFriendly: isEcoFriendlyHour(hour) });
    }
    days.push({ date, HourlyBreakdown: hours });
  }
  return { days };
}

/** The usage impact of a day or month, or why there is none: no electricity at the site, or no readings then. */
export type UsageImpactOutcome<Impact> =
  { kind: 'ok'; impact: Impact } | NoSelectedSupply | { kind: 'noImpact'; when: string };

/**
 * Brings the selected site's electricity readings up to the last complete day, their whole history (a write): the
 * step the usage impact calls take before they read.
 */
export const ensureUsageImpactReadings = (db: Database, customerId: string, now: number) =>
  ensureSelectedSiteReadings(db, customerId, 'electricity', { today: aucklandToday(now) });

/** The selected site's electricity supply points' ids, or that it has none. */
async function selectedElectricityIds(db: Queryable, customerId: string) {
  const selected = await selectedElectricitySupplyPoints(db, customerId);
  return selected.kind === 'ok' ? { kind: 'ok' as const, points: selected.points.map((point) => point.id) } : selected;
}

/**
 * spec 2 §3 usage impact, daily: the selected site's electricity on a day, hour by hour, beside the grid's carbon
 * level (none yet for hours to come); none for a day before the first reading or after today. After
 * ensureUsageImpactReadings.
 */
export async function usageImpact(
  db: Queryable,
  customerId: string,
  date: string,
  now: number,
): Promise<UsageImpactOutcome<UsageImpact>> {
  const today = aucklandToday(now);
  const selected = await selectedElectricityIds(db, customerId);
  if (selected.kind !== 'ok') return selected;
  const { points } = selected;
  const earliestDate = await firstReadingDay(db, points[0] ?? '');
  const latestDataDate = lastCompleteDay(today);
  if (date < earliestDate || date > today) return { kind: 'noImpact', when: date };
  const bounds = aucklandDayBounds(date, date).get(date);
  if (!bounds) throw new Error(`No bounds for ${date}`);
  const { start, end } = bounds;
  const kwh = await hourlyReadings(db, points, start, end);
  const dailyData = [];
  for (let hour = Date.parse(start); hour < Date.parse(end); hour += HOUR_MS) {
    const used = kwh.get(hour);
    dailyData.push({
      start: new Date(hour).toISOString(),
      kWh: used === undefined ? null : round2(used),
      carbonLevel: hour <= now ? hourCarbonLevel(hour) : 0,
    });
  }
  return { kind: 'ok', impact: { date, latestDataDate, earliestDate, dailyData } };
}

/**
 * spec 2 §3 usage impact, monthly: the selected site's electricity day by day over a month (this one by default),
 * beside each day's average carbon level so far; none for a month before the first reading or after this one. After
 * ensureUsageImpactReadings.
 */
export async function monthlyUsageImpact(
  db: Queryable,
  customerId: string,
  requestedMonth: string | undefined,
  now: number,
): Promise<UsageImpactOutcome<MonthlyUsageImpact>> {
  const selected = await selectedElectricityIds(db, customerId);
  if (selected.kind !== 'ok') return selected;
  const { points } = selected;
  const thisMonth = aucklandToday(now).slice(0, 7);
  const month = requestedMonth ?? thisMonth;
  const earliest = (await firstReadingDay(db, points[0] ?? '')).slice(0, 7);
  if (month < earliest || month > thisMonth) return { kind: 'noImpact', when: month };
  const lastDay = lastDayOfMonth(month);
  const days = await dailyReadings(db, points, `${month}-01`, lastDay);
  const byDate = new Map(days.map((day) => [day.date, day]));
  const dailyData = [];
  for (const [date, { start, end }] of aucklandDayBounds(`${month}-01`, lastDay)) {
    const day = byDate.get(date);
    let grams = 0;
    let slots = 0;
    for (let slot = Date.parse(start); slot < Date.parse(end) && slot <= now; slot += HOUR_MS / 2) {
      grams += gridAt(slot).gramsPerKwh;
      slots += 1;
    }
    dailyData.push({
      start: date,
      kWh: day && day.halfHours > day.missing ? dayKwh(day) : null,
      carbonLevel: slots ? carbonLevelOf(grams / slots) : 0,
    });
  }
  return { kind: 'ok', impact: { Month: month, EarliestMonth: earliest, dailyData } };
}
