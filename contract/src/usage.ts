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

/** A period of whole Auckland days, at most 400 (a year and a bill window either side). */
export const periodRequestSchema = dayRangeSchema(400);

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
