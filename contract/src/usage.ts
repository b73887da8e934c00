import { z } from 'zod/mini';
import { hasAtMostTwoDecimals, isoDateSchema, kwhSchema, moneySchema } from './primitives.js';
import { defineCall } from './call.js';

const isoDate = isoDateSchema;

/** Whole days from startDate to endDate, inclusive, at most `maxDays` of them; a failure names endDate. */
export function dayRangeSchema(maxDays: number) {
  return z.object({ startDate: isoDate, endDate: isoDate }).check(
    z.refine((range) => range.startDate <= range.endDate, {
      message: 'must not be before startDate',
      path: ['endDate'],
    }),
    z.refine((range) => (Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000 < maxDays, {
      message: `at most ${maxDays} days from startDate`,
      path: ['endDate'],
    }),
  );
}

/** The longest period the period calls answer, in days: a year and a bill window either side. */
export const USAGE_PERIOD_MAX_DAYS = 400;

/** A period of whole Auckland days, at most USAGE_PERIOD_MAX_DAYS. */
export const periodRequestSchema = dayRangeSchema(USAGE_PERIOD_MAX_DAYS);

/** A day's cost the way a bill itemises it, in NZD (our addition to the spec's day, for reconciling with bills). */
export const costBreakdownSchema = z.object({
  energy: moneySchema,
  dailyCharge: moneySchema,
  levies: moneySchema,
  gst: moneySchema,
  discounts: moneySchema,
  powershoutCredits: moneySchema,
});

/** spec 1 §3 and spec 2 §3: one day of a period's daily usage. */
export const dailyUsageItemSchema = z.object({
  /** 'YYYY-MM-DD', the Auckland day. */
  startDate: isoDate,
  kw: kwhSchema,
  kwWhole: z.int(),
  /** The two decimals of kw, as text: '05'. */
  kwDecimal: z.string(),
  costNZD: moneySchema,
  dollars: z.int(),
  cents: z.string(),
  currencySign: z.literal('$'),
  /** spec 2 §4: actual, estimated or empty (no reading, or not read yet). */
  type: z.enum(['actual', 'estimated', 'empty']),
  /** Ours: some of the day's readings were first estimated and have since been read (revised). */
  revised: z.boolean(),
  /** Null on an empty day. */
  costBreakdown: z.nullable(costBreakdownSchema),
});

/** spec 1 §3 period data. */
export const periodDataSchema = z.object({
  costIncluded: z.boolean(),
  daysWithUsage: z.int(),
  includesDiscount: z.boolean(),
  dailyAverage: z.object({ costNZD: moneySchema, kwWhole: z.int(), kwDecimal: z.string() }),
  /**
   * Ours, not in spec 1 §3's period data: the last complete Auckland day the readings cover ('YYYY-MM-DD'); the
   * period's days after it are empty because they are not read yet.
   */
  lastCompleteDay: isoDate,
  dailyUsage: z.object({ usage: z.array(dailyUsageItemSchema) }),
});

/** spec 2 §7: the selected site's electricity use, day by day, over a period. */
export const getElectricityBillPeriod = defineCall({
  method: 'POST',
  path: '/private/electricity/aggregated-site-bill-period',
  auth: 'customer',
  request: periodRequestSchema,
  response: periodDataSchema,
  errors: [400, 401, 404],
  summary: "The selected site's daily electricity use and cost over a period",
});

export type PeriodData = z.infer<typeof periodDataSchema>;
export type CostBreakdown = z.infer<typeof costBreakdownSchema>;
export type DailyUsageItem = z.infer<typeof dailyUsageItemSchema>;

/** An amount in NZD or kWh, as unit says: either has 2 decimals (spec 1 §1). */
const usageAmountSchema = z.object({
  value: z.number().check(z.refine(hasAtMostTwoDecimals, 'must have at most 2 decimals')),
  unit: z.enum(['nzd', 'kwh']),
});

/**
 * spec 2 §3 usage summary of a period (the current bill window, usually): use so far and the estimate for the whole
 * period, in dollars when cost is included, else kWh. The meaning of consumptionToDate is not shown: ours is the
 * kWh used so far.
 */
export const usageSummarySchema = z.object({
  actualUsage: usageAmountSchema,
  estimatedUsage: usageAmountSchema,
  consumptionToDate: kwhSchema,
  supplyPointTypes: z.array(z.enum(['electricity', 'naturalGas', 'lpg'])),
  remainingDays: z.int(),
  /** spec 2 §9: 29 when the period is unknown. */
  daysInBillPeriod: z.int(),
  /**
   * Ours: the read days' cost itemised the way a bill is (the days' items summed), so the period's days add up to
   * its bill to the cent: energy + daily charge + levies + GST − discounts − PowerShout credits = actualUsage. Null
   * when the cost is not included (spec 1 §4).
   */
  costBreakdown: z.nullable(costBreakdownSchema),
});

/** spec 2 §7: the selected site's use so far in a period and the estimate for all of it. */
export const getUsageSummary = defineCall({
  method: 'POST',
  path: '/private/consolidation/usage-summary',
  auth: 'customer',
  request: periodRequestSchema,
  response: usageSummarySchema,
  errors: [400, 401, 404],
  summary: "The selected site's use so far in a period, and the estimate for the whole period",
});

export type UsageSummary = z.infer<typeof usageSummarySchema>;

const energyAmountSchema = z.object({ kwh: kwhSchema, costNZD: moneySchema });

/**
 * spec 2 §7 electricity forecast (shape not shown): the current bill period's use so far and where it is heading,
 * from the selected site's electricity readings. The estimate carries the period's daily average over the days
 * not read yet; last period's figure lets the portal say "more" or "less".
 */
export const electricityForecastSchema = z.object({
  billingPeriod: z.object({ startDate: isoDate, endDate: isoDate }),
  lastCompleteDay: isoDate,
  daysInBillPeriod: z.int(),
  remainingDays: z.int(),
  toDate: energyAmountSchema,
  forecast: energyAmountSchema,
  dailyAverage: energyAmountSchema,
  /** The whole of the previous bill period, or null before there is one. */
  lastPeriod: z.nullable(energyAmountSchema),
  /** Money is shown when cost is included (not a value plan nor a buying group), else kWh (spec 1 §4). */
  costIncluded: z.boolean(),
});

export const getElectricityForecast = defineCall({
  method: 'GET',
  path: '/private/electricityForecast',
  auth: 'customer',
  request: z.object({}),
  response: electricityForecastSchema,
  errors: [401, 404],
  summary: "The selected site's electricity use so far this bill period, and the forecast for all of it",
});

export type ElectricityForecast = z.infer<typeof electricityForecastSchema>;

/** spec 2 §3: how a reading adds up, as in the daily usage (actual, estimated, or empty: no reading yet). */
const readingTypeSchema = z.enum(['actual', 'estimated', 'empty']);

/** An hour's or a month's use: its kWh and its cost in NZD, both with 2 decimals. */
const intervalUsageFields = {
  kw: kwhSchema,
  costNZD: moneySchema,
  type: readingTypeSchema,
  /** Some of its readings were first estimated and have since been read (revised). */
  revised: z.boolean(),
};

/**
 * spec 2 §2 hourly granularity: one Auckland day's hours. The server refuses a day after today or before its first
 * reading with a 400 naming `date`.
 */
export const hourlyUsageRequestSchema = z.object({ date: isoDate });

export const hourlyUsageItemSchema = z.object({
  /** When the hour starts: an ISO 8601 instant with Auckland's offset, '2026-04-05T02:00:00+13:00'. */
  start: z.string(),
  ...intervalUsageFields,
});

/**
 * One day's electricity hour by hour: 24 hours, 23 on the day the clocks go forward and 25 on the day they go back
 * (the hour from 02:00 twice, the first in daylight time). An hour's cost is its energy and levies with GST; the day's
 * fixed charge belongs to the day (the daily view), not to any hour.
 */
export const hourlyUsageSchema = z.object({
  date: isoDate,
  costIncluded: z.boolean(),
  /** The last complete Auckland day: hours after it are empty, as they are not read yet. */
  lastCompleteDay: isoDate,
  hours: z.array(hourlyUsageItemSchema),
});

/** spec 2 §2 hourly granularity (our call: the spec names none): the selected site's electricity of one day. */
export const getElectricityHours = defineCall({
  method: 'POST',
  path: '/private/electricity/aggregated-site-hourly',
  auth: 'customer',
  request: hourlyUsageRequestSchema,
  response: hourlyUsageSchema,
  errors: [400, 401, 404],
  summary: "The selected site's electricity over one day, hour by hour",
});

/**
 * spec 2 §2 monthly granularity: one calendar year's months. The server refuses a year after this one or before its
 * first reading with a 400 naming `year`.
 */
export const monthlyUsageRequestSchema = z.object({ year: z.int().check(z.gte(2016), z.lte(9999)) });

export const monthlyUsageItemSchema = z.object({
  /** The month's first day, 'YYYY-MM-01'. */
  start: isoDate,
  ...intervalUsageFields,
  /** The days of the month with a reading: a month in progress, or the first of the readings, has fewer. */
  daysWithUsage: z.int(),
});

/**
 * One year's electricity month by month, each month the sum of its days (fixed charges included, as a bill's), with
 * spec 2 §3's consumption by year around it: the year's total and daily average over its read days, the years there
 * are, the last bill period and the plan.
 */
export const monthlyUsageSchema = z.object({
  year: z.int(),
  costIncluded: z.boolean(),
  lastCompleteDay: isoDate,
  months: z.array(monthlyUsageItemSchema),
  /** The year's read days added up, and their average a day (nothing read: zero). */
  total: energyAmountSchema,
  dailyAverage: energyAmountSchema,
  /** The first year with readings; spec 2 §9: 2016 when the history is unknown. */
  earliestYear: z.int(),
  /** spec 2 §3 last invoice data: the selected account's last bill period before this one, read in full; null before there is one. */
  lastInvoice: z.nullable(z.object({ startDate: isoDate, endDate: isoDate, ...energyAmountSchema.shape })),
  /** spec 2 §3 plan: the electricity plan at the selected site (its first supply point's). */
  plan: z.object({ planName: z.string(), isValuePlan: z.boolean() }),
});

/** spec 2 §2 monthly granularity (our call: the spec names none): the selected site's electricity of one year. */
export const getElectricityMonths = defineCall({
  method: 'POST',
  path: '/private/electricity/aggregated-site-monthly',
  auth: 'customer',
  request: monthlyUsageRequestSchema,
  response: monthlyUsageSchema,
  errors: [400, 401, 404],
  summary: "The selected site's electricity over one year, month by month",
});

export type HourlyUsage = z.infer<typeof hourlyUsageSchema>;
export type HourlyUsageItem = z.infer<typeof hourlyUsageItemSchema>;
export type MonthlyUsage = z.infer<typeof monthlyUsageSchema>;
export type MonthlyUsageItem = z.infer<typeof monthlyUsageItemSchema>;

/** What a row of the usage file is: a half-hour (the hourly view's readings), a day or a calendar month. */
export const usageExportIntervals = ['halfHour', 'day', 'month'] as const;
export type UsageExportInterval = (typeof usageExportIntervals)[number];

/**
 * spec 2 §2 usage export (our call: the spec names none): the selected site's electricity over a range as CSV, a row
 * per half-hour, day or month. The shape is checked here; the range's rules (the readings' days, 24 months at most)
 * by the server on its own date, with usageExportRangeErrors, as a 400 naming the field.
 */
export const usageExportRequestSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  interval: z.enum(usageExportIntervals),
});

/** spec 2 §2 export: streamed as it is written, so a long range shows its progress. */
export const downloadElectricityUsage = defineCall({
  method: 'GET',
  path: '/private/electricity/usage/download',
  auth: 'customer',
  request: usageExportRequestSchema,
  response: z.string(),
  file: { contentType: 'text/csv; charset=utf-8' },
  errors: [400, 401, 404],
  summary: "The selected site's electricity over a range of days as a CSV file",
});

export type UsageExportRequest = z.infer<typeof usageExportRequestSchema>;
