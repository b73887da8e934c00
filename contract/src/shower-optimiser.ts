import { z } from 'zod/mini';
import { kwhSchema, moneySchema } from './primitives.js';
import { defineCall } from './call.js';

// Shower optimiser (spec 2 §7 GET and POST /private/showerOptimiser). spec 2 §3 names showerTimesInMinutes and
// actualShowerTimeInSeconds; every other field is ours: what the household's showers cost in a year and what shorter
// ones would save. Money is NZD with 2 decimals, energy kWh with 2 decimals.

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

const showerCost = z.object({ kWh: kwhSchema, amount: moneySchema });

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
  suggestions: z.array(z.object({ minutes: z.int(), yearly: showerCost, yearlySaving: moneySchema })),
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

/** Every call of the shower optimiser, spread into the contract's `calls`. */
export const showerOptimiserCalls = { getShowerOptimiser, saveShowerOptimiser } as const;

export type ShowerOptimiser = z.infer<typeof showerOptimiserSchema>;
