import { z } from 'zod/mini';
import { isoDateSchema as isoDate, isoMonthSchema, kwhSchema } from './primitives.js';
import { defineCall } from './call.js';

/** spec 2 §3: generation types. */
export const generationTypeSchema = z.enum(['Hydro', 'Geothermal', 'Gas', 'Coal', 'CoGen', 'Wind', 'Others']);

/** spec 2 §3: the carbon scale, 0 no data, 1 very low … 5 very high. */
export const carbonLevelSchema = z.int().check(z.minimum(0), z.maximum(5));

const shareSchema = z.object({ name: z.string(), percentage: z.number() });

/** spec 2 §3 generation mix realtime, plus the 30-minute period it describes and when the next one is due (spec 2 §4). */
export const generationMixSchema = z.object({
  generationSources: z.array(shareSchema),
  generationProviders: z.array(shareSchema),
  /** National demand in MW. */
  electricityDemandNumber: z.number(),
  /** Grams of CO₂-equivalent per kWh generated. */
  carbonEmissionsNumber: z.number(),
  carbonIntensity: carbonLevelSchema,
  /** ISO instant the period started. */
  periodStart: z.string(),
  /** spec 2 §4: the next 10-minute clock boundary. */
  nextUpdate: z.string(),
});

export const getGenerationMix = defineCall({
  method: 'GET',
  path: '/private/generationMix/realTime',
  auth: 'customer',
  request: z.object({}),
  response: generationMixSchema,
  errors: [401],
  summary: "The grid's generation mix and carbon intensity now",
});

/** spec 2 §3 forecast: days with HourlyBreakdown entries (Hour, EcoFriendly); a 25-hour day lists hour 2 twice. */
export const ecoForecastSchema = z.object({
  days: z.array(
    z.object({
      date: isoDate,
      HourlyBreakdown: z.array(
        z.object({ Hour: z.int().check(z.minimum(0), z.maximum(23)), EcoFriendly: z.boolean() }),
      ),
    }),
  ),
});

export const getEcoForecast = defineCall({
  method: 'GET',
  path: '/private/generationMix/nextSevenDay',
  auth: 'customer',
  request: z.object({}),
  response: ecoForecastSchema,
  errors: [401],
  summary: 'The eco-friendly hours of the next seven days',
});

const impactPointSchema = z.object({
  /** An ISO instant (an hour) or 'YYYY-MM-DD' (a day). */
  start: z.string(),
  kWh: z.nullable(kwhSchema),
  carbonLevel: carbonLevelSchema,
});

/** spec 2 §3 usage impact by day: dailyData (the day's hours), date, latestDataDate, earliestDate. */
export const usageImpactSchema = z.object({
  date: isoDate,
  latestDataDate: isoDate,
  earliestDate: isoDate,
  dailyData: z.array(impactPointSchema),
});

export const getUsageImpact = defineCall({
  method: 'GET',
  path: '/private/generationMix/usageImpact',
  auth: 'customer',
  request: z.object({ date: isoDate }),
  response: usageImpactSchema,
  errors: [400, 401, 404],
  summary: "The selected site's electricity use by hour on a day, with the grid's carbon intensity",
});

/** spec 2 §3 usage impact by month: Month, EarliestMonth and the month's days. */
export const monthlyUsageImpactSchema = z.object({
  Month: isoMonthSchema,
  EarliestMonth: isoMonthSchema,
  dailyData: z.array(impactPointSchema),
});

export const getMonthlyUsageImpact = defineCall({
  method: 'GET',
  path: '/private/generationMix/monthlyUsageImpact',
  auth: 'customer',
  request: z.object({
    month: z.optional(isoMonthSchema),
  }),
  response: monthlyUsageImpactSchema,
  errors: [400, 401, 404],
  summary: "The selected site's electricity use by day in a month (this month by default), with carbon intensity",
});

export type GenerationMix = z.infer<typeof generationMixSchema>;
export type EcoForecast = z.infer<typeof ecoForecastSchema>;
export type UsageImpact = z.infer<typeof usageImpactSchema>;
export type MonthlyUsageImpact = z.infer<typeof monthlyUsageImpactSchema>;

/**
 * spec 1 §7 ecoTracker widget (shape not shown): the grid now and the next eco-friendly hours of the coming day,
 * so the dashboard can say when to run the dishwasher.
 */
export const ecoTrackerWidgetSchema = z.object({
  carbonIntensity: carbonLevelSchema,
  carbonEmissionsNumber: z.number(),
  /** Hydro, geothermal and wind, percent with one decimal. */
  renewablePercentage: z.number(),
  periodStart: z.string(),
  /** Up to three runs of eco-friendly hours in the next 24 hours: ISO instants, end exclusive. */
  nextEcoFriendlyHours: z.array(z.object({ start: z.string(), end: z.string() })),
  nextUpdate: z.string(),
});

export const getEcoTrackerWidget = defineCall({
  method: 'GET',
  path: '/private/drd/widget/ecoTracker',
  auth: 'customer',
  request: z.object({}),
  response: ecoTrackerWidgetSchema,
  errors: [401],
  summary: 'The grid’s carbon now and the next eco-friendly hours',
});

export type EcoTrackerWidget = z.infer<typeof ecoTrackerWidgetSchema>;
