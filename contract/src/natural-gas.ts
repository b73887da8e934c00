import { z } from 'zod/mini';
import { isoDateSchema as isoDate, kwhSchema, moneySchema } from './primitives.js';
import { defineCall } from './call.js';
import { periodDataSchema, periodRequestSchema } from './usage.js';

// spec 2 §3 'Natural gas' and its §7 calls: a natural gas supply point's use by year, the selected site's gas use
// over a period, and advanced (daily read) gas day by day, in the same period data as electricity's.

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

/** Use and its cost, as spec 2 §3 names them: kw is kWh. */
const gasAmountSchema = z.object({ kw: kwhSchema, costNZD: moneySchema });

/** spec 2 §3: one natural gas reading period (a month here), as the yearly gas chart and CSV show it. */
export const gasConsumptionItemSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  type: z.enum(['actual', 'estimated', 'empty']),
  total: gasAmountSchema,
  dailyAverage: gasAmountSchema,
});

/** spec 2 §3 natural gas usage of one supply point for one year. */
export const naturalGasUsageSchema = z.object({
  supplyPointId: z.string(),
  selectedYear: z.int(),
  earliestDataYear: z.int(),
  lastDataYear: z.int(),
  summary: z.object({ total: gasAmountSchema, costIncluded: z.boolean() }),
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
    total: gasAmountSchema,
    dailyAverage: gasAmountSchema,
    /** A month here is 365.25 / 12 days of the daily average. */
    monthlyAverage: gasAmountSchema,
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

export type AggregatedGasUsage = z.infer<typeof aggregatedGasUsageSchema>;
