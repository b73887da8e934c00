import { z } from 'zod/mini';
import { isoDateSchema } from './primitives.js';
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
  energy: z.number(),
  dailyCharge: z.number(),
  levies: z.number(),
  gst: z.number(),
  discounts: z.number(),
  powershoutCredits: z.number(),
});

/** spec 1 §3 and spec 2 §3: one day of a period's daily usage. */
export const dailyUsageItemSchema = z.object({
  /** 'YYYY-MM-DD', the Auckland day. */
  startDate: isoDate,
  kw: z.number(),
  kwWhole: z.int(),
  /** The two decimals of kw, as text: '05'. */
  kwDecimal: z.string(),
  costNZD: z.number(),
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
  dailyAverage: z.object({ costNZD: z.number(), kwWhole: z.int(), kwDecimal: z.string() }),
  /** Issue 6: the last complete Auckland day the readings cover ('YYYY-MM-DD'). */
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

/** spec 2 §7: the selected site's advanced natural gas use, day by day; 404 without advanced gas there. */
export const getAdvancedGasBillPeriod = defineCall({
  method: 'GET',
  path: '/private/naturalgas/advanced/aggregated-site-bill-period',
  auth: 'customer',
  request: periodRequestSchema,
  response: periodDataSchema,
  errors: [400, 401, 404],
  summary: "The selected site's daily advanced natural gas use and cost over a period",
});

export type PeriodData = z.infer<typeof periodDataSchema>;
export type DailyUsageItem = z.infer<typeof dailyUsageItemSchema>;

/** spec 2 §3: one natural gas reading period (a month here), as the yearly gas chart and CSV show it. */
export const gasConsumptionItemSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  type: z.enum(['actual', 'estimated', 'empty']),
  total: z.object({ kw: z.number(), costNZD: z.number() }),
  dailyAverage: z.object({ kw: z.number(), costNZD: z.number() }),
});

/** spec 2 §3 natural gas usage of one supply point for one year. */
export const naturalGasUsageSchema = z.object({
  supplyPointId: z.string(),
  selectedYear: z.int(),
  earliestDataYear: z.int(),
  lastDataYear: z.int(),
  summary: z.object({ total: z.object({ kw: z.number(), costNZD: z.number() }), costIncluded: z.boolean() }),
  consumptionList: z.array(gasConsumptionItemSchema),
  /** The latest period with a reading, or null in a year without one. */
  lastConsumption: z.nullable(gasConsumptionItemSchema),
});

/**
 * spec 2 §7: a natural gas supply point's readings for a year. 404 for a supply point that is not the customer's
 * (the same answer as one that does not exist) and for a year outside the data.
 */
export const getNaturalGasUsage = defineCall({
  method: 'GET',
  path: '/private/naturalgas/usage',
  auth: 'customer',
  request: z.object({
    supplyPointId: z.string().check(z.minLength(1), z.maxLength(60)),
    selectedYear: z.coerce.number().check(z.int(), z.minimum(2016), z.maximum(2100)),
  }),
  response: naturalGasUsageSchema,
  errors: [400, 401, 404],
  summary: "A natural gas supply point's monthly use for a year",
});

export type NaturalGasUsage = z.infer<typeof naturalGasUsageSchema>;

const usageAmountSchema = z.object({ value: z.number(), unit: z.enum(['nzd', 'kwh']) });

/**
 * spec 2 §3 usage summary of a period (the current bill window, usually): use so far and the estimate for the whole
 * period, in dollars when cost is included, else kWh. The meaning of consumptionToDate is not shown: ours is the
 * kWh used so far.
 */
export const usageSummarySchema = z.object({
  actualUsage: usageAmountSchema,
  estimatedUsage: usageAmountSchema,
  consumptionToDate: z.number(),
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

const energyAmountSchema = z.object({ kwh: z.number(), costNZD: z.number() });

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

/**
 * spec 2 §3 natural gas aggregatedUsage (costIncluded, dailyAverage and monthlyAverage, each kw and costNZD) over
 * every natural gas supply point of the selected site, basic or advanced; the body (not shown) is the period.
 */
export const aggregatedGasUsageSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  supplyPointIds: z.array(z.string()),
  daysWithUsage: z.int(),
  aggregatedUsage: z.object({
    costIncluded: z.boolean(),
    total: z.object({ kw: z.number(), costNZD: z.number() }),
    dailyAverage: z.object({ kw: z.number(), costNZD: z.number() }),
    /** A month here is 365.25 / 12 days of the daily average. */
    monthlyAverage: z.object({ kw: z.number(), costNZD: z.number() }),
  }),
});

export const getAggregatedGasUsage = defineCall({
  method: 'POST',
  path: '/private/naturalgas/aggregated-site-usage',
  auth: 'customer',
  request: periodRequestSchema,
  response: aggregatedGasUsageSchema,
  errors: [400, 401, 404],
  summary: "The selected site's natural gas use over a period, totalled and averaged across its supply points",
});

export type ElectricityForecast = z.infer<typeof electricityForecastSchema>;
export type AggregatedGasUsage = z.infer<typeof aggregatedGasUsageSchema>;
