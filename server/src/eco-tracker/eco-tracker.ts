import type { EcoForecast, EcoTrackerWidget, MonthlyUsageImpact, UsageImpact } from '@harakeke/contract';
import { round2 } from '../amounts.js';
import type { Database } from '../db/client.js';
import { carbonLevelOf, gridAt } from '../grid/generation.js';
import { problems } from '../http/problem.js';
import { dailyReadings, firstReadingDay, hourlyReadings, lastCompleteDay } from '../readings/queries.js';
import { aucklandDayBounds } from '../readings/day-bounds.js';
import { addDays, aucklandToday } from '@harakeke/calendar';
import { ensureSelectedElectricityReadings } from '../usage/selected-site.js';
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

/**
 * spec 2 §3 usage impact, daily: the selected site's electricity on a day, hour by hour, beside the grid's carbon
 * level (none yet for hours to come); a 404 for a day before the first reading or after today.
 */
export async function usageImpact(db: Database, customerId: string, date: string, now: number): Promise<UsageImpact> {
  const today = aucklandToday(now);
  const points = await ensureSelectedElectricityReadings(db, customerId, today);
  const earliestDate = await firstReadingDay(db, points[0] ?? '');
  const latestDataDate = lastCompleteDay(today);
  if (date < earliestDate || date > today) {
    throw problems.notFound(`There is no usage impact for ${date}.`);
  }
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
  return { date, latestDataDate, earliestDate, dailyData };
}

/**
 * spec 2 §3 usage impact, monthly: the selected site's electricity day by day over a month (this one by default),
 * beside each day's average carbon level so far; a 404 for a month before the first reading or after this one.
 */
export async function monthlyUsageImpact(
  db: Database,
  customerId: string,
  requestedMonth: string | undefined,
  now: number,
): Promise<MonthlyUsageImpact> {
  const points = await ensureSelectedElectricityReadings(db, customerId, aucklandToday(now));
  const thisMonth = aucklandToday(now).slice(0, 7);
  const month = requestedMonth ?? thisMonth;
  const earliest = (await firstReadingDay(db, points[0] ?? '')).slice(0, 7);
  if (month < earliest || month > thisMonth) throw problems.notFound(`There is no usage impact for ${month}.`);
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
      kWh: day && day.halfHours > day.missing ? round2(day.peakKwh + day.offPeakKwh) : null,
      carbonLevel: slots ? carbonLevelOf(grams / slots) : 0,
    });
  }
  return { Month: month, EarliestMonth: earliest, dailyData };
}
