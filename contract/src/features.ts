import { z } from 'zod/mini';
import { isoDateSchema as isoDate } from './primitives.js';
import { defineCall } from './call.js';
import { supplyTypeSchema } from './billing.js';

// spec 2 §7: EV plan, bill planner, bill insights and shower optimiser. spec 2 §3 names only some of their fields
// (EV widgets with status and content, the summary's electricity and carbon graphs, rates low and high;
// showerTimesInMinutes, actualShowerTimeInSeconds); every other shape here is ours, designed the way a retailer
// would show these tools, and says so. Money is NZD with 2 decimals, energy kWh with 2 decimals, carbon kg with
// 2 decimals, dates 'YYYY-MM-DD' in Pacific/Auckland, instants ISO 8601 in UTC.
// spec 2 §8: an EV answer with an `error` field is a failure, so no success answer below has one.

const period = z.object({ startDate: isoDate, endDate: isoDate });

/** spec 2 §3 EV plan disclaimer. */
export const EV_DISCLAIMER =
  'These insights are for information only and are not to be relied on. Please refer to your final issued bills for your charges, rates and discounts.' as const;

// ---------------------------------------------------------------------------------------------------------------- EV

/** One EV of the catalogue (ours): battery size and typical consumption decide the plan's figures. */
export const evModelSchema = z.object({
  /** Stable id, e.g. 'hyundai-kona-64'; POST /private/evPlan/myEV names the model by it. */
  id: z.string(),
  make: z.string(),
  model: z.string(),
  /** Usable battery capacity, kWh. */
  batteryKwh: z.number(),
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
  batteryKwh: z.number(),
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
    usage: evWidget(z.object({ weeklyKwh: z.number(), monthlyKwh: z.number(), monthlyCost: z.number() })),
    dayNight: evWidget(
      z.object({
        /** Percent (0–100, whole) of charging at the low rate. */
        lowRateShare: z.int(),
        monthlyCost: z.number(),
        monthlyCostAllAtLowRate: z.number(),
        monthlySavingAllAtLowRate: z.number(),
      }),
    ),
    carbon: evWidget(z.object({ monthlyEvKg: z.number(), monthlyPetrolKg: z.number(), monthlySavedKg: z.number() })),
    tips: evWidget(z.object({ Guid: z.guid(), Title: z.string(), Body: z.string() })),
  }),
  /** spec 2 §3 graphs summary: the totals of the electricity graph and the carbon graph over `period`. */
  graphs: z.object({
    electricity: z.object({ householdKwh: z.number(), evKwh: z.number(), evCost: z.number() }),
    carbon: z.object({ householdKg: z.number(), evKg: z.number(), petrolKgAvoided: z.number() }),
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
      weeklyKwh: z.number(),
      yearlyKwh: z.number(),
      /** At the customer's charging times. */
      yearlyCost: z.number(),
      /** The same distance in a typical petrol car. */
      yearlyPetrolCost: z.number(),
      yearlySaving: z.number(),
      fullCharge: z.object({
        kwh: z.number(),
        hours: z.number(),
        costAtLowRate: z.number(),
        costAtHighRate: z.number(),
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
      lowRateKwh: z.number(),
      highRateKwh: z.number(),
      householdKwh: z.number(),
      evKwh: z.number(),
      evCost: z.number(),
    }),
  ),
  totals: z.object({ householdKwh: z.number(), evKwh: z.number(), evCost: z.number() }),
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
  days: z.array(z.object({ date: isoDate, householdKg: z.number(), evKg: z.number(), petrolKg: z.number() })),
  totals: z.object({ householdKg: z.number(), evKg: z.number(), petrolKg: z.number(), petrolKgAvoided: z.number() }),
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

// -------------------------------------------------------------------------------------------- bill planner, insights

/**
 * One bill period of the selected billing account (ours): a monthly bill cycle (the cycles bills are issued for,
 * starting on the billing window start's day of month), covering the account's electricity and natural gas supply
 * points, each supply's days costed the way a bill is. `supplies` has one entry per supply point.
 */
export const billFiguresSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  days: z.int(),
  kWh: z.number(),
  amount: z.number(),
  dailyAverage: z.object({ kWh: z.number(), amount: z.number() }),
  supplies: z.array(
    z.object({ supplyPointId: z.string(), supplyType: supplyTypeSchema, kWh: z.number(), amount: z.number() }),
  ),
  season: z.enum(['Summer', 'Autumn', 'Winter', 'Spring']),
});

/**
 * An issued bill's figures (ours): the same bill id, period and amount as the transactions, the bill call and its
 * PDF show; startDate/endDate are the bill's periodStart/periodEnd.
 */
export const issuedBillFiguresSchema = z.extend(billFiguresSchema, {
  billId: z.string(),
  issueDate: isoDate,
  dueDate: isoDate,
});

export const billPlannerSchema = z.object({
  billingAccountId: z.string(),
  /** The bill cycle running today (the one the next bill is for): what is used so far and where it is heading. */
  currentPeriod: z.object({
    startDate: isoDate,
    endDate: isoDate,
    days: z.int(),
    daysElapsed: z.int(),
    daysRemaining: z.int(),
    kWhSoFar: z.number(),
    amountSoFar: z.number(),
    projectedKwh: z.number(),
    projectedAmount: z.number(),
  }),
  /** The newest issued bill; null before the account's first bill is issued. */
  lastBill: z.nullable(issuedBillFiguresSchema),
  /** The next bill cycles (the current one first), each estimated from the same dates a year before at today's prices. */
  upcomingBills: z.array(
    z.object({ startDate: isoDate, endDate: isoDate, estimatedKwh: z.number(), estimatedAmount: z.number() }),
  ),
  /** A steady amount a week that would cover the upcoming bills. */
  suggestedWeeklyPayment: z.number(),
});

export const getBillPlanner = defineCall({
  method: 'GET',
  path: '/private/billPlanner',
  auth: 'customer',
  request: z.object({}),
  response: billPlannerSchema,
  errors: [401, 404],
  summary: 'The current bill so far and the next bills estimated, for the selected billing account',
});

export const billChangeReasonSchema = z.object({
  reason: z.enum(['moreDays', 'fewerDays', 'weather', 'usage', 'priceChange']),
  title: z.string(),
  message: z.string(),
  /** NZD this reason added (negative when it took off); the reasons add up to the cost change. */
  amount: z.number(),
});

export const billInsightsSchema = z.object({
  billingAccountId: z.string(),
  /**
   * The last issued bills (at most 12) that have an earlier bill to compare with, newest first, to choose from
   * (spec 2 §3: the last bill is selected by default).
   */
  bills: z.array(z.extend(period, { billId: z.string(), issueDate: isoDate, amount: z.number() })),
  selectedBill: issuedBillFiguresSchema,
  /** The bill issued before the selected one. */
  previousBill: issuedBillFiguresSchema,
  usageChange: z.object({ kWh: z.number(), percent: z.number() }),
  costChange: z.object({ amount: z.number(), percent: z.number() }),
  reasons: z.array(billChangeReasonSchema),
});

export const getBillInsights = defineCall({
  method: 'GET',
  path: '/private/billInsights',
  auth: 'customer',
  /** A bill chosen by its id or by the start of its period; neither means the last bill. */
  request: z.object({
    billId: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
    billStartDate: z.optional(isoDate),
  }),
  response: billInsightsSchema,
  errors: [400, 401, 404],
  summary: 'A bill against the one before: usage and cost changes and why (defaults to the last bill)',
});

// ------------------------------------------------------------------------------------------------- shower optimiser

/** spec 2 §3: showerTimesInMinutes (ours: one typical daily shower per person) and actualShowerTimeInSeconds. */
export const showerSettingsSchema = z.object({
  showerTimesInMinutes: z
    .array(z.int().check(z.minimum(1, 'at least 1 minute'), z.maximum(60, 'at most 60 minutes')))
    .check(z.minLength(1, 'at least one shower'), z.maxLength(10, 'at most 10 showers')),
  /** The customer's own shower as they timed it with the optimiser; null until they do. */
  actualShowerTimeInSeconds: z.nullable(
    z.int().check(z.minimum(1, 'at least 1 second'), z.maximum(3600, 'at most 3600 seconds')),
  ),
});

const showerCost = z.object({ kWh: z.number(), amount: z.number() });

export const showerOptimiserSchema = z.extend(showerSettingsSchema, {
  /** Whether the customer has saved their showers; until then the answer holds typical ones. */
  isSaved: z.boolean(),
  /** The selected site's water heating: gas where it has natural gas, else electricity. */
  hotWaterType: z.enum(['Electricity', 'Gas']),
  assumptions: z.object({
    flowLitresPerMinute: z.number(),
    temperatureRiseCelsius: z.number(),
    heaterEfficiency: z.number(),
    centsPerKwh: z.number(),
  }),
  perMinute: showerCost,
  /** Every listed shower, daily for a year. */
  yearly: showerCost,
  /** The timed shower, daily for a year; null until one is timed. */
  actualShowerYearly: z.nullable(showerCost),
  /** What each shower cut to a shorter time would save in a year. */
  suggestions: z.array(z.object({ minutes: z.int(), yearly: showerCost, yearlySaving: z.number() })),
});

export const getShowerOptimiser = defineCall({
  method: 'GET',
  path: '/private/showerOptimiser',
  auth: 'customer',
  request: z.object({}),
  response: showerOptimiserSchema,
  errors: [401],
  summary: "The household's showers and what they cost in a year",
});

export const saveShowerOptimiser = defineCall({
  method: 'POST',
  path: '/private/showerOptimiser',
  auth: 'customer',
  request: z.extend(showerSettingsSchema, {
    actualShowerTimeInSeconds: z.optional(showerSettingsSchema.shape.actualShowerTimeInSeconds),
  }),
  response: showerOptimiserSchema,
  errors: [400, 401],
  summary: "Saves the household's shower times (and a timed shower); answers the new estimate",
});

/** Every call of this module, spread into the contract's `calls`. */
export const featuresCalls = {
  getEvModels,
  getMyEvOptions,
  getMyEv,
  saveMyEv,
  getEvSummary,
  getEvInsights,
  getEvEcoTracker,
  getEvElectricityUsage,
  getEvCarbonUsage,
  getBillPlanner,
  getBillInsights,
  getShowerOptimiser,
  saveShowerOptimiser,
} as const;

export type EvModel = z.infer<typeof evModelSchema>;
export type MyEv = z.infer<typeof myEvSchema>;
export type EvRates = z.infer<typeof evRatesSchema>;
export type EvSummary = z.infer<typeof evSummarySchema>;
export type EvInsights = z.infer<typeof evInsightsSchema>;
export type BillFigures = z.infer<typeof billFiguresSchema>;
export type IssuedBillFigures = z.infer<typeof issuedBillFiguresSchema>;
export type BillPlanner = z.infer<typeof billPlannerSchema>;
export type BillInsights = z.infer<typeof billInsightsSchema>;
export type BillChangeReason = z.infer<typeof billChangeReasonSchema>;
export type ShowerOptimiser = z.infer<typeof showerOptimiserSchema>;
