import { z } from 'zod/mini';
import { isoDateSchema as isoDate, kwhSchema, moneySchema } from './primitives.js';
import { defineCall } from './call.js';
import { supplyTypeSchema } from './billing-accounts.js';

// Bill planner (spec 2 §7 GET /private/billPlanner; spec 2 §3 'field shapes not shown'; the tag
// BILL_PLANNER_BETA_SEEN marks its beta seen). The shapes are ours: the bill cycle running today, so far and
// projected, and the next bills estimated. The bill figures below are the planner's, and bill insights compares two
// issued bills in the same figures. Money is NZD with 2 decimals, energy kWh with 2 decimals, dates 'YYYY-MM-DD' in
// Pacific/Auckland.

/**
 * One bill period of the selected billing account (ours): a monthly bill cycle (the cycles bills are issued for,
 * starting on the billing window start's day of month), covering the account's electricity and natural gas supply
 * points, each supply's days costed the way a bill is. `supplies` has one entry per supply point.
 */
export const billFiguresSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  days: z.int(),
  kWh: kwhSchema,
  amount: moneySchema,
  dailyAverage: z.object({ kWh: kwhSchema, amount: moneySchema }),
  supplies: z.array(
    z.object({ supplyPointId: z.string(), supplyType: supplyTypeSchema, kWh: kwhSchema, amount: moneySchema }),
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
    kWhSoFar: kwhSchema,
    amountSoFar: moneySchema,
    projectedKwh: kwhSchema,
    projectedAmount: moneySchema,
  }),
  /** The newest issued bill; null before the account's first bill is issued. */
  lastBill: z.nullable(issuedBillFiguresSchema),
  /** The next bill cycles (the current one first), each estimated from the same dates a year before at today's prices. */
  upcomingBills: z.array(
    z.object({ startDate: isoDate, endDate: isoDate, estimatedKwh: kwhSchema, estimatedAmount: moneySchema }),
  ),
  /** A steady amount a week that would cover the upcoming bills. */
  suggestedWeeklyPayment: moneySchema,
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

/** The bill planner's call, spread into the contract's `calls`. */
export const billPlannerCalls = { getBillPlanner } as const;

export type BillFigures = z.infer<typeof billFiguresSchema>;
export type IssuedBillFigures = z.infer<typeof issuedBillFiguresSchema>;
export type BillPlanner = z.infer<typeof billPlannerSchema>;
