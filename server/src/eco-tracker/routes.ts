import {
  getEcoForecast,
  getEcoTrackerWidget,
  getGenerationMix,
  getMonthlyUsageImpact,
  getUsageImpact,
  type GenerationMix,
} from '@harakeke/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import {
  aucklandDayBounds,
  dailyReadings,
  firstReadingDay,
  hourlyReadings,
  lastCompleteDay,
} from '../readings/queries.js';
import { carbonLevelOf, generationProviders, gridAt } from '../grid/generation.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { aucklandToday, shiftDate } from '../usage/period-data.js';
import { selectedElectricityPoints } from '../usage/selected-site.js';

const HOUR_MS = 3_600_000;
const aucklandHour = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  hour: 'numeric',
  hourCycle: 'h23',
});
const TEN_MINUTES_MS = 600_000;

function realTime(now: number): GenerationMix {
  const grid = gridAt(now);
  const sources = Object.entries(grid.shares).map(([name, percentage]) => ({ name, percentage }));
  return {
    generationSources: sources,
    generationProviders: generationProviders.map((provider) => ({
      name: provider.name,
      percentage: Math.round(provider.share * 1000) / 10,
    })),
    electricityDemandNumber: grid.demandMw,
    carbonEmissionsNumber: grid.gramsPerKwh,
    carbonIntensity: grid.carbonLevel,
    periodStart: new Date(grid.start).toISOString(),
    // spec 2 §4: updates every 10 minutes, on 10-minute clock boundaries.
    nextUpdate: new Date(Math.floor(now / TEN_MINUTES_MS) * TEN_MINUTES_MS + TEN_MINUTES_MS).toISOString(),
  };
}

/** An hour is eco-friendly when both its half-hours are low or very low carbon. */
const isEcoFriendlyHour = (hour: number) =>
  Math.max(gridAt(hour).carbonLevel, gridAt(hour + HOUR_MS / 2).carbonLevel) <= 2;

/** The runs of eco-friendly hours in the day from `now`'s hour, the first `limit` of them. */
function ecoFriendlyRuns(now: number, limit: number) {
  const runs: Array<{ start: string; end: string }> = [];
  let runStart: number | null = null;
  const firstHour = Math.floor(now / HOUR_MS) * HOUR_MS;
  for (let hour = firstHour; hour <= firstHour + 24 * HOUR_MS && runs.length < limit; hour += HOUR_MS) {
    const green = hour < firstHour + 24 * HOUR_MS && isEcoFriendlyHour(hour);
    if (green && runStart === null) runStart = hour;
    if (!green && runStart !== null) {
      runs.push({ start: new Date(runStart).toISOString(), end: new Date(hour).toISOString() });
      runStart = null;
    }
  }
  return runs;
}

const RENEWABLE_SOURCES = ['Hydro', 'Geothermal', 'Wind'] as const;

/** The eco tracker (spec 2 §2–§4): the grid now, the week ahead, and the selected site's use against it. */
export function ecoTrackerRoutes(app: Hono<ApiEnv>, db: Database) {
  defineRoute(app, getGenerationMix, async () => realTime(Date.now()));

  defineRoute(app, getEcoTrackerWidget, async () => {
    const now = Date.now();
    const mix = realTime(now);
    const grid = gridAt(now);
    const renewable = RENEWABLE_SOURCES.reduce((sum, source) => sum + grid.shares[source], 0);
    return {
      carbonIntensity: mix.carbonIntensity,
      carbonEmissionsNumber: mix.carbonEmissionsNumber,
      renewablePercentage: Math.round(renewable * 10) / 10,
      periodStart: mix.periodStart,
      nextEcoFriendlyHours: ecoFriendlyRuns(now, 3),
      nextUpdate: mix.nextUpdate,
    };
  });

  defineRoute(app, getEcoForecast, async () => {
    const today = aucklandToday();
    const bounds = await aucklandDayBounds(db, today, shiftDate(today, 6));
    const days = [];
    for (const [date, { start, end }] of bounds) {
      const hours = [];
      for (let hour = Date.parse(start); hour < Date.parse(end); hour += HOUR_MS) {
        const clock = Number(aucklandHour.format(hour));
        hours.push({ Hour: clock, EcoFriendly: isEcoFriendlyHour(hour) });
      }
      days.push({ date, HourlyBreakdown: hours });
    }
    return { days };
  });

  defineRoute(app, getUsageImpact, async ({ customerId, input }) => {
    const points = await selectedElectricityPoints(db, customerId);
    const earliestDate = await firstReadingDay(db, points[0] ?? '');
    const latestDataDate = await lastCompleteDay(db);
    if (input.date < earliestDate || input.date > aucklandToday()) {
      throw problems.notFound(`There is no usage impact for ${input.date}.`);
    }
    const bounds = (await aucklandDayBounds(db, input.date, input.date)).get(input.date);
    if (!bounds) throw new Error(`No bounds for ${input.date}`);
    const { start, end } = bounds;
    const kwh = await hourlyReadings(db, points, start, end);
    const dailyData = [];
    for (let hour = Date.parse(start); hour < Date.parse(end); hour += HOUR_MS) {
      const used = kwh.get(hour);
      const level = Math.max(gridAt(hour).carbonLevel, gridAt(hour + HOUR_MS / 2).carbonLevel);
      dailyData.push({
        start: new Date(hour).toISOString(),
        kWh: used === undefined ? null : Math.round(used * 100) / 100,
        carbonLevel: hour <= Date.now() ? level : 0,
      });
    }
    return { date: input.date, latestDataDate, earliestDate, dailyData };
  });

  defineRoute(app, getMonthlyUsageImpact, async ({ customerId, input }) => {
    const points = await selectedElectricityPoints(db, customerId);
    const month = input.month ?? aucklandToday().slice(0, 7);
    const earliest = (await firstReadingDay(db, points[0] ?? '')).slice(0, 7);
    if (month < earliest || month > aucklandToday().slice(0, 7)) {
      throw problems.notFound(`There is no usage impact for ${month}.`);
    }
    const [year = 0, monthNumber = 1] = month.split('-').map(Number);
    const lastDay = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
    const days = await dailyReadings(db, points, `${month}-01`, lastDay);
    const byDate = new Map(days.map((day) => [day.date, day]));
    const dailyData = [];
    for (const [date, { start, end }] of await aucklandDayBounds(db, `${month}-01`, lastDay)) {
      const day = byDate.get(date);
      let grams = 0;
      let slots = 0;
      for (let slot = Date.parse(start); slot < Date.parse(end) && slot <= Date.now(); slot += HOUR_MS / 2) {
        grams += gridAt(slot).gramsPerKwh;
        slots += 1;
      }
      dailyData.push({
        start: date,
        kWh: day && day.halfHours > day.missing ? Math.round((day.peakKwh + day.offPeakKwh) * 100) / 100 : null,
        carbonLevel: slots ? carbonLevelOf(grams / slots) : 0,
      });
    }
    return { Month: month, EarliestMonth: earliest, dailyData };
  });
}
