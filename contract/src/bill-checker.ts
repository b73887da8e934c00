import { z } from 'zod/mini';
import { isoDateSchema as isoDate, moneySchema } from './primitives.js';
import { defineCall } from './call.js';

// spec 2 §3 'bill checker: field shapes not shown', §7 'bill checker calls: paths not shown'; the tag
// BILL_CHECKER_BETA_SEEN marks the beta seen. The path and shapes here are ours: the checker looks over the
// selected billing account's last issued bill the way a customer would, and says what it found in plain words.

/** A bill more than this much above the average of the previous bills is worth a look (ours). */
export const BILL_RISE_WARN_PERCENT = 20;
/** How many earlier bills the last bill is compared with. */
export const BILLS_COMPARED = 3;

export const billCheckIdSchema = z.enum([
  /** The bill adds up to the daily costs of its period, shown in the usage charts. */
  'matchesDailyUsage',
  /** The bill covers a usual monthly period. */
  'periodLength',
  /** How many days of the period were estimated rather than read. */
  'estimatedDays',
  /** The bill against the average of the previous bills. */
  'comparedWithRecentBills',
]);

export const billCheckSchema = z.object({
  id: billCheckIdSchema,
  /** pass: nothing to look at; warn: worth a look (not necessarily wrong). */
  status: z.enum(['pass', 'warn']),
  title: z.string(),
  detail: z.string(),
});

export const billCheckerSchema = z.object({
  billingAccountId: z.string(),
  /** The bill checked: the newest issued bill, as the transactions and bill calls name it. */
  billId: z.string(),
  periodStart: isoDate,
  periodEnd: isoDate,
  amount: moneySchema,
  checks: z.array(billCheckSchema),
});

export const getBillChecker = defineCall({
  method: 'GET',
  path: '/private/billChecker',
  auth: 'customer',
  request: z.object({}),
  response: billCheckerSchema,
  errors: [401, 404],
  summary: "Checks of the selected billing account's last bill against its daily usage and the bills before",
});

/** Every call of this module, spread into the contract's `calls`. */
export const billCheckerCalls = { getBillChecker } as const;

export type BillCheck = z.infer<typeof billCheckSchema>;
export type BillChecker = z.infer<typeof billCheckerSchema>;
