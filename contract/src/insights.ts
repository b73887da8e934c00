import { z } from 'zod/mini';
import { isoDateSchema as isoDate, kwhSchema, moneySchema } from './primitives.js';
import { defineCall } from './call.js';
import { unlockProgressSchema } from './home-profile.js';

/**
 * spec 2 §3: the usage categories the charts colour. 'Heating/Electric Heating' is one category: we name it
 * Electric Heating, beside Gas Heating. Gas is the whole of gas use when no home profile says how it splits (lite).
 */
export const usageCategorySchema = z.enum([
  'Always On',
  'Lights & Appliances',
  'Hot Water',
  'Pool Pump',
  'Air Conditioning',
  'Electric Heating',
  'Gas Heating',
  'Gas Other',
  'Gas',
]);
export type UsageCategory = z.infer<typeof usageCategorySchema>;

/** spec 2 §5: dollars with 2 decimals, kWh whole. */
export const insightReadingSchema = z.object({
  Use: usageCategorySchema,
  EnergyInDollars: moneySchema,
  EnergyInKWh: z.int(),
});
export type InsightReading = z.infer<typeof insightReadingSchema>;

/** The customer's home, a home like it (average) and an efficient home like it, over the period. */
const actualAverageEfficientOf = <T extends z.ZodMiniType>(amount: T) =>
  z.object({ Actual: amount, Average: amount, Efficient: amount });

/** The same three homes in any unit; a comparison names its unit by the field that holds it. */
export const actualAverageEfficientSchema = actualAverageEfficientOf(z.number());

export const fuelComparisonSchema = z.object({
  /** Whole kWh (totals: 2 decimals). */
  UsageInKWh: actualAverageEfficientOf(kwhSchema),
  UsageInDollars: actualAverageEfficientOf(moneySchema),
});

/**
 * spec 2 §3 insights of one period for the selected site. Readings split its actual use by category; the average
 * and efficient homes are modelled from the home profile (occupants, floor area, heating and hot water), or from a
 * typical home when there is none (IsLite, with a generic split). Period and EndDate are ours: the period's kind
 * and last day; Date is its first day.
 */
export const insightsSchema = z.object({
  Date: isoDate,
  EndDate: isoDate,
  Period: z.enum(['ThirtyDay', 'Month', 'Year']),
  Readings: z.array(insightReadingSchema),
  Comparison: z.object({
    Electricity: fuelComparisonSchema,
    /** Null when the site has no advanced (daily read) natural gas. */
    Gas: z.nullable(fuelComparisonSchema),
    /** The average and efficient homes' use, split by the same categories. */
    Readings: z.object({ Average: z.array(insightReadingSchema), Efficient: z.array(insightReadingSchema) }),
    /** Electricity and gas together; spec 2 §5: totals with 2 decimals. */
    Total: fuelComparisonSchema,
  }),
  /** No home profile (or not its mandatory answers): a generic split and a typical home. */
  IsLite: z.boolean(),
  /** The home profile was saved after the period began, so the comparison uses answers newer than the period. */
  HasHomeProfileChanged: z.boolean(),
  /** The first day with readings at the site; spec 2 §9: 2016-01-01 when there are none. */
  EarliestDate: isoDate,
});
export type Insights = z.infer<typeof insightsSchema>;

/** spec 2 §7: the last 30 complete Auckland days. 404 without electricity at the selected site. */
export const getThirtyDayInsights = defineCall({
  method: 'GET',
  path: '/private/insights/thirtyDay',
  auth: 'customer',
  request: z.object({}),
  response: insightsSchema,
  errors: [401, 404],
  summary: "The selected site's insights over the last 30 days",
});

/** spec 2 §9: insights go by month; the latest is last month (the default comparison month). */
export const getLatestInsights = defineCall({
  method: 'GET',
  path: '/private/insights/latest',
  auth: 'customer',
  request: z.object({}),
  response: insightsSchema,
  errors: [401, 404],
  summary: "The selected site's insights for last month",
});

/** spec 2 §9: the earliest data year. */
export const EARLIEST_INSIGHTS_YEAR = 2016;

/**
 * spec 2 §7: one calendar year (to the last complete day in the current year). 400 for a malformed year or one
 * before 2016, 404 for a year without readings (the future, or before the first reading); spec 2 §8: the portal
 * shows either as no data.
 */
export const getYearlyInsights = defineCall({
  method: 'GET',
  path: '/private/insights/yearly',
  auth: 'customer',
  request: z.object({
    year: z.string().check(
      z.regex(/^\d{4}$/, 'a year as YYYY'),
      z.refine((year) => Number(year) >= EARLIEST_INSIGHTS_YEAR, {
        message: `the earliest data year is ${EARLIEST_INSIGHTS_YEAR}`,
      }),
    ),
  }),
  response: insightsSchema,
  errors: [400, 401, 404],
  summary: "The selected site's insights for a year",
});

/**
 * spec 2 §4: the comparison widgets' states. success: data to show; comingSoon: unlocked (the mandatory answers
 * are in) but the data is not prepared yet (it is, overnight); notReadyStarted: a profile begun but not unlocked;
 * notReadyNotStarted: no answers yet. The error state is the portal's, on a failed call.
 */
export const comparisonWidgetStateSchema = z.enum(['success', 'comingSoon', 'notReadyStarted', 'notReadyNotStarted']);

const widgetFrame = {
  state: comparisonWidgetStateSchema,
  unlockProgress: unlockProgressSchema,
  isReady: z.boolean(),
};

/** The selected home against a home like it, last month (our shape: the spec shows only the states). */
export const homeComparisonWidgetSchema = z.object({
  ...widgetFrame,
  /** Only in the success state. */
  data: z.nullable(
    z.object({
      Date: isoDate,
      EndDate: isoDate,
      Total: fuelComparisonSchema,
      /** Where the home sits: below the efficient home, between it and the average, or above the average. */
      standing: z.enum(['efficient', 'belowAverage', 'aboveAverage']),
      /** Whole percent above (positive) or below (negative) the average home's kWh. */
      percentFromAverage: z.int(),
    }),
  ),
});
export type HomeComparisonWidget = z.infer<typeof homeComparisonWidgetSchema>;

/** The selected home's use last month by category (our shape: the spec shows only the states). */
export const usageBreakdownWidgetSchema = z.object({
  ...widgetFrame,
  data: z.nullable(
    z.object({
      Date: isoDate,
      EndDate: isoDate,
      /** Largest first; percentage of the period's kWh, whole. */
      categories: z.array(z.extend(insightReadingSchema, { percentage: z.int() })),
      Total: z.object({ EnergyInDollars: moneySchema, EnergyInKWh: kwhSchema }),
    }),
  ),
});
export type UsageBreakdownWidget = z.infer<typeof usageBreakdownWidgetSchema>;

/** spec 2 §7: the home comparison widget; 404 for an sme account (it has no home profile). */
export const getHomeComparisonWidget = defineCall({
  method: 'GET',
  path: '/private/drd/widget/homeComparison',
  auth: 'customer',
  request: z.object({}),
  response: homeComparisonWidgetSchema,
  errors: [401, 404],
  summary: 'The home comparison widget: its state, and last month against similar homes',
});

/** spec 2 §7: the usage breakdown widget; 404 for an sme account. */
export const getUsageBreakdownWidget = defineCall({
  method: 'GET',
  path: '/private/drd/widget/usageBreakdown',
  auth: 'customer',
  request: z.object({}),
  response: usageBreakdownWidgetSchema,
  errors: [401, 404],
  summary: "The usage breakdown widget: its state, and last month's use by category",
});

/** Every call of this module, spread into the contract's `calls`. */
export const insightsCalls = {
  getThirtyDayInsights,
  getLatestInsights,
  getYearlyInsights,
  getHomeComparisonWidget,
  getUsageBreakdownWidget,
} as const;
