import { z } from 'zod/mini';
import { isoDateSchema as isoDate, kwhSchema, moneySchema } from './primitives.js';
import { defineCall } from './call.js';
import { issuedBillFiguresSchema } from './bill-planner.js';

// Bill insights (spec 2 §7 GET /private/billInsights; spec 2 §3: the selected bill defaults to the last bill, field
// shapes not shown). The shapes are ours: an issued bill against the one before, in the bill planner's bill figures,
// with the reasons its cost changed. Money is NZD with 2 decimals, energy kWh with 2 decimals, dates 'YYYY-MM-DD' in
// Pacific/Auckland.

export const billChangeReasonSchema = z.object({
  reason: z.enum(['moreDays', 'fewerDays', 'weather', 'usage', 'priceChange']),
  title: z.string(),
  message: z.string(),
  /** What this reason added (negative when it took off); the reasons add up to the cost change. */
  amount: moneySchema,
});

export const billInsightsSchema = z.object({
  billingAccountId: z.string(),
  /**
   * The last issued bills (at most 12) that have an earlier bill to compare with, newest first, to choose from
   * (spec 2 §3: the last bill is selected by default).
   */
  bills: z.array(
    z.object({ startDate: isoDate, endDate: isoDate, billId: z.string(), issueDate: isoDate, amount: moneySchema }),
  ),
  selectedBill: issuedBillFiguresSchema,
  /** The bill issued before the selected one. */
  previousBill: issuedBillFiguresSchema,
  usageChange: z.object({ kWh: kwhSchema, percent: z.number() }),
  costChange: z.object({ amount: moneySchema, percent: z.number() }),
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

/** The bill insights call, spread into the contract's `calls`. */
export const billInsightsCalls = { getBillInsights } as const;

export type BillInsights = z.infer<typeof billInsightsSchema>;
export type BillChangeReason = z.infer<typeof billChangeReasonSchema>;
