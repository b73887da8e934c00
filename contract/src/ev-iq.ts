import { z } from 'zod/mini';
import { carbonKgSchema, isoDateSchema as isoDate, kwhSchema, moneySchema } from './primitives.js';
import { defineCall } from './call.js';

// EV IQ, the EV plan (spec 1 §2 /account/ev-iq, spec 2 §3 'EV plan' and its §7 calls under /private/evPlan). spec 2
// §3 names only some of its fields (widgets with status and content, the summary's electricity and carbon graphs, my
// EV options, the 3-step question journey, themes light and dark, rates low and high); every other shape here is
// ours, designed the way a retailer would show the tool, and says so. Money is NZD with 2 decimals, energy kWh with
// 2 decimals, carbon kg with 2 decimals, dates 'YYYY-MM-DD' in Pacific/Auckland, instants ISO 8601 in UTC.
// spec 2 §8: an EV answer with an `error` field is a failure, so no success answer below has one.

const period = z.object({ startDate: isoDate, endDate: isoDate });

/** spec 2 §3 EV plan disclaimer. */
export const EV_DISCLAIMER =
  'These insights are for information only and are not to be relied on. Please refer to your final issued bills for your charges, rates and discounts.' as const;

/** One EV of the catalogue (ours): battery size and typical consumption decide the plan's figures. */
export const evModelSchema = z.object({
  /** Stable id, e.g. 'hyundai-kona-64'; POST /private/evPlan/myEV names the model by it. */
  id: z.string(),
  make: z.string(),
  model: z.string(),
  /** Usable battery capacity. */
  batteryKwh: kwhSchema,
  /** Typical consumption from the battery, kWh per 100 km (charging losses come on top). */
  kwhPer100Km: z.number(),
  /** Typical range on a full battery, km. */
  rangeKm: z.int(),
  /** Battery electric, or plug-in hybrid. */
  type: z.enum(['BEV', 'PHEV']),
});

export const getEvModels = defineCall({
  method: 'GET',
  path: '/private/evPlan/evModel',
  auth: 'customer',
  request: z.object({}),
  response: z.object({ makes: z.array(z.object({ make: z.string(), models: z.array(evModelSchema) })) }),
  errors: [401],
  summary: 'The catalogue of EV makes and models, with battery size',
});

/** When the customer usually charges (step 3 of the EV journey). */
export const evChargingTimeSchema = z.enum(['overnight', 'evening', 'anytime']);
/** What the customer charges from at home (step 3 of the EV journey). */
export const evChargerSchema = z.enum(['wallCharger', 'standardSocket']);

const optionOf = <T extends z.ZodMiniType>(value: T) => z.object({ value, label: z.string() });

/** spec 2 §3: the EV question journey has 3 steps; each names the myEV field it fills. */
export const evOptionsSchema = z.object({
  steps: z.array(
    z.object({ step: z.int().check(z.minimum(1), z.maximum(3)), question: z.string(), fields: z.array(z.string()) }),
  ),
  weeklyKmOptions: z.array(optionOf(z.int())),
  chargingTimeOptions: z.array(optionOf(evChargingTimeSchema)),
  chargerOptions: z.array(optionOf(evChargerSchema)),
});

export const getMyEvOptions = defineCall({
  method: 'GET',
  path: '/private/evPlan/myEvOptions',
  auth: 'customer',
  request: z.object({}),
  response: evOptionsSchema,
  errors: [401],
  summary: "The EV journey's three steps and the answers each offers",
});

export const myEvSchema = z.object({
  modelId: z.string(),
  make: z.string(),
  model: z.string(),
  batteryKwh: kwhSchema,
  weeklyKm: z.int(),
  chargingTime: evChargingTimeSchema,
  charger: evChargerSchema,
  /** ISO instant the customer last saved their EV. */
  updatedAt: z.string(),
});

/** A customer without an EV gets `myEV: null` (a designed answer, not an error). */
export const myEvAnswerSchema = z.object({ myEV: z.nullable(myEvSchema) });

export const getMyEv = defineCall({
  method: 'GET',
  path: '/private/evPlan/myEV',
  auth: 'customer',
  request: z.object({}),
  response: myEvAnswerSchema,
  errors: [401],
  summary: "The customer's EV, or null when they have not told us about one",
});

export const saveMyEv = defineCall({
  method: 'POST',
  path: '/private/evPlan/myEV',
  auth: 'customer',
  request: z.object({
    modelId: z.string().check(z.trim(), z.minLength(1, 'choose your EV')),
    weeklyKm: z.int().check(z.minimum(1, 'at least 1 km'), z.maximum(5000, 'at most 5000 km')),
    chargingTime: evChargingTimeSchema,
    charger: evChargerSchema,
  }),
  response: z.object({ myEV: myEvSchema }),
  errors: [400, 401],
  summary: "Saves the customer's EV (the model must be one of the catalogue's)",
});

/** spec 2 §3: day/night rate values low and high, in cents per kWh including GST and levies. */
export const evRatesSchema = z.object({
  low: z.object({ centsPerKwh: z.number(), hours: z.string() }),
  high: z.object({ centsPerKwh: z.number(), hours: z.string() }),
});

/** spec 2 §3: a widget holds a status and its content; NO_DATA (content null) until the customer has an EV. */
const evWidget = <T extends z.ZodMiniType>(content: T) =>
  z.object({
    status: z.enum(['success', 'NO_DATA']),
    /** spec 2 §3 theme values: how the portal paints the widget. */
    theme: z.enum(['light', 'dark']),
    content: z.nullable(content),
  });

export const evSummarySchema = z.object({
  myEV: z.nullable(myEvSchema),
  /** The last 30 complete Auckland days the graphs cover. */
  period,
  rates: evRatesSchema,
  widgets: z.object({
    usage: evWidget(z.object({ weeklyKwh: kwhSchema, monthlyKwh: kwhSchema, monthlyCost: moneySchema })),
    dayNight: evWidget(
      z.object({
        /** Percent (0–100, whole) of charging at the low rate. */
        lowRateShare: z.int(),
        monthlyCost: moneySchema,
        monthlyCostAllAtLowRate: moneySchema,
        monthlySavingAllAtLowRate: moneySchema,
      }),
    ),
    carbon: evWidget(
      z.object({ monthlyEvKg: carbonKgSchema, monthlyPetrolKg: carbonKgSchema, monthlySavedKg: carbonKgSchema }),
    ),
    tips: evWidget(z.object({ Guid: z.guid(), Title: z.string(), Body: z.string() })),
  }),
  /** spec 2 §3 graphs summary: the totals of the electricity graph and the carbon graph over `period`. */
  graphs: z.object({
    electricity: z.object({ householdKwh: kwhSchema, evKwh: kwhSchema, evCost: moneySchema }),
    carbon: z.object({ householdKg: carbonKgSchema, evKg: carbonKgSchema, petrolKgAvoided: carbonKgSchema }),
  }),
  disclaimer: z.literal(EV_DISCLAIMER),
});

export const getEvSummary = defineCall({
  method: 'GET',
  path: '/private/evPlan/summary',
  auth: 'customer',
  request: z.object({}),
  response: evSummarySchema,
  errors: [401, 404],
  summary: "The EV plan page: widgets (usage, day/night, carbon, tips) and the graphs' totals",
});

export const evInsightsSchema = z.object({
  myEV: z.nullable(myEvSchema),
  /** null without an EV. */
  insights: z.nullable(
    z.object({
      weeklyKwh: kwhSchema,
      yearlyKwh: kwhSchema,
      /** At the customer's charging times. */
      yearlyCost: moneySchema,
      /** The same distance in a typical petrol car. */
      yearlyPetrolCost: moneySchema,
      yearlySaving: moneySchema,
      fullCharge: z.object({
        kwh: kwhSchema,
        hours: z.number(),
        costAtLowRate: moneySchema,
        costAtHighRate: moneySchema,
      }),
      rangeKm: z.int(),
    }),
  ),
  assumptions: z.object({
    petrolDollarsPerLitre: z.number(),
    petrolLitresPer100Km: z.number(),
    /** Share of the energy from the wall that reaches the battery. */
    chargingEfficiency: z.number(),
    chargerKw: z.object({ wallCharger: z.number(), standardSocket: z.number() }),
  }),
  rates: evRatesSchema,
  disclaimer: z.literal(EV_DISCLAIMER),
});

export const getEvInsights = defineCall({
  method: 'GET',
  path: '/private/evPlan/evInsights',
  auth: 'customer',
  request: z.object({}),
  response: evInsightsSchema,
  errors: [401],
  summary: 'What the EV costs to charge against petrol, a year and a full charge',
});

export const evEcoTrackerSchema = z.object({
  myEV: z.nullable(myEvSchema),
  /** Hours of charging a day's driving needs (4 without an EV, a typical top-up). */
  hoursNeeded: z.int().check(z.minimum(1)),
  /** The next 24 hours from the current one, hour by hour. */
  hours: z.array(
    z.object({
      start: z.string(),
      /** Auckland clock hour, 0–23. */
      hour: z.int().check(z.minimum(0), z.maximum(23)),
      carbonLevel: z.int().check(z.minimum(1), z.maximum(5)),
      gramsPerKwh: z.number(),
      rate: z.enum(['low', 'high']),
      isBestToCharge: z.boolean(),
    }),
  ),
  /** The run of `hoursNeeded` hours with the cleanest grid. */
  bestWindow: z.object({ start: z.string(), end: z.string(), averageGramsPerKwh: z.number() }),
});

export const getEvEcoTracker = defineCall({
  method: 'GET',
  path: '/private/evPlan/ecoTracker',
  auth: 'customer',
  request: z.object({}),
  response: evEcoTrackerSchema,
  errors: [401],
  summary: 'The cleanest hours to charge in the next day',
});

export const evElectricityUsageSchema = z.object({
  myEV: z.nullable(myEvSchema),
  period,
  rates: evRatesSchema,
  /** The electricity graph: the site's metered use by rate, and the EV's estimated charging beside it. */
  days: z.array(
    z.object({
      date: isoDate,
      type: z.enum(['actual', 'estimated', 'empty']),
      lowRateKwh: kwhSchema,
      highRateKwh: kwhSchema,
      householdKwh: kwhSchema,
      evKwh: kwhSchema,
      evCost: moneySchema,
    }),
  ),
  totals: z.object({ householdKwh: kwhSchema, evKwh: kwhSchema, evCost: moneySchema }),
});

export const getEvElectricityUsage = defineCall({
  method: 'GET',
  path: '/private/evPlan/electricityUsage',
  auth: 'customer',
  request: z.object({}),
  response: evElectricityUsageSchema,
  errors: [401, 404],
  summary: "The last 30 days' electricity at the selected site, with the EV's estimated charging",
});

export const evCarbonUsageSchema = z.object({
  myEV: z.nullable(myEvSchema),
  period,
  /** The carbon graph: kg CO₂-e of the site's use and of charging, and of driving the same km on petrol. */
  days: z.array(
    z.object({ date: isoDate, householdKg: carbonKgSchema, evKg: carbonKgSchema, petrolKg: carbonKgSchema }),
  ),
  totals: z.object({
    householdKg: carbonKgSchema,
    evKg: carbonKgSchema,
    petrolKg: carbonKgSchema,
    petrolKgAvoided: carbonKgSchema,
  }),
});

export const getEvCarbonUsage = defineCall({
  method: 'GET',
  path: '/private/evPlan/carbonUsage',
  auth: 'customer',
  request: z.object({}),
  response: evCarbonUsageSchema,
  errors: [401, 404],
  summary: "The last 30 days' carbon of the site's electricity and the EV's charging, against petrol",
});

/** Every call of EV IQ, spread into the contract's `calls`. */
export const evIqCalls = {
  getEvModels,
  getMyEvOptions,
  getMyEv,
  saveMyEv,
  getEvSummary,
  getEvInsights,
  getEvEcoTracker,
  getEvElectricityUsage,
  getEvCarbonUsage,
} as const;

export type EvModel = z.infer<typeof evModelSchema>;
export type MyEv = z.infer<typeof myEvSchema>;
export type EvRates = z.infer<typeof evRatesSchema>;
export type EvSummary = z.infer<typeof evSummarySchema>;
export type EvInsights = z.infer<typeof evInsightsSchema>;
