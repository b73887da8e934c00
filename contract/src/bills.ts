import { z } from 'zod/mini';
import { defineCall } from './call.js';
import { isoDateSchema, kwhSchema, moneySchema } from './primitives.js';
import { costBreakdownSchema, dayRangeSchema } from './usage.js';

/**
 * Bills, transactions and credit extensions of the selected billing account (spec 1 §2 bills area, §3 transaction
 * history and creditExtension). The spec shows none of these paths or shapes ("paths not shown"): they are ours,
 * designed the way a retailer's billing system reports an account.
 */

/** A range of whole days, at most about three years (the history the demo retailer keeps). */
const dateRangeSchema = dayRangeSchema(1100);

/** A bill's charges the way the bill itemises them, in NZD; they add up to its amount to the cent. */
export const billItemsSchema = costBreakdownSchema;

export const billSchema = z.object({
  id: z.string(),
  issueDate: isoDateSchema,
  dueDate: isoDateSchema,
  /** The billing window the bill charges for, inclusive. */
  periodStart: isoDateSchema,
  periodEnd: isoDateSchema,
  amount: moneySchema,
  items: billItemsSchema,
  /** Each supply charged, with its share of the amount. */
  supplies: z.array(
    z.object({
      supplyPointId: z.string(),
      supplyType: z.enum(['electricity', 'naturalGas']),
      address: z.string(),
      kwh: kwhSchema,
      amount: moneySchema,
    }),
  ),
});

/**
 * spec 1 §3 transaction: an id the portal keys its per-row download status on. Charges are positive, payments and
 * credits negative; a bill's row names the bill to download.
 */
export const transactionSchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  kind: z.enum(['bill', 'payment', 'credit']),
  description: z.string(),
  /** Negative for payments and credits. */
  amount: moneySchema,
  billId: z.nullable(z.string()),
});

export const getTransactions = defineCall({
  method: 'GET',
  path: '/private/billing/transactions',
  auth: 'customer',
  request: dateRangeSchema,
  response: z.object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    /** Newest first. */
    transactions: z.array(transactionSchema),
  }),
  errors: [400, 401, 404],
  summary: "The selected billing account's bills, payments and credits in a date range",
});

/** The transaction history as CSV (spec 1 §7: the file takes its name from Content-Disposition). */
export const downloadTransactions = defineCall({
  method: 'GET',
  path: '/private/billing/transactions/download',
  auth: 'customer',
  request: dateRangeSchema,
  response: z.string(),
  file: { contentType: 'text/csv; charset=utf-8' },
  errors: [400, 401, 404],
  summary: 'The transaction history of a date range as a CSV file',
});

/**
 * What the account owed when the bill was issued, as a real bill states it (spec 1 §2 bills area): the previous bill's
 * balance, the payments and credits received since (negative), and the total to pay, which is what the Bills tab
 * showed on the day the bill was issued. previousBalance + paymentsReceived + the bill's amount = totalDue.
 */
export const billStatementSchema = z.object({
  previousBalance: moneySchema,
  paymentsReceived: moneySchema,
  totalDue: moneySchema,
});

export const getBill = defineCall({
  method: 'GET',
  path: '/private/billing/bills/{billId}',
  auth: 'customer',
  request: z.object({ billId: z.string().check(z.minLength(1), z.maxLength(60)) }),
  response: z.object({ ...billSchema.shape, statement: billStatementSchema }),
  errors: [401, 404],
  summary: 'One bill of the customer, itemised',
});

/** A bill as a PDF. Another customer's bill is a 404, the same as one that does not exist. */
export const downloadBill = defineCall({
  method: 'GET',
  path: '/private/billing/bills/{billId}/download',
  auth: 'customer',
  request: z.object({ billId: z.string().check(z.minLength(1), z.maxLength(60)) }),
  response: z.string(),
  file: { contentType: 'application/pdf' },
  errors: [401, 404],
  summary: 'One bill as a PDF file',
});

/**
 * spec 1 §3 bill summary (billsummaryv2 and currentBillPeriod): the last bill and the window being billed now.
 * Promotion is the bills area's promotion slot; null when there is none.
 */
export const billSummaryV2Schema = z.object({
  billingAccountId: z.string(),
  lastBill: z.nullable(billSchema),
  currentBillPeriod: z.object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    daysInBillPeriod: z.int(),
    daysElapsed: z.int(),
  }),
  balance: z.object({
    current: moneySchema,
    overdue: moneySchema,
    total: moneySchema,
    /** Taken off when the bill is paid by its due date (spec 1 §3 balance.promptPaymentDiscount). */
    promptPaymentDiscount: moneySchema,
    dueDate: z.nullable(isoDateSchema),
  }),
  promotion: z.nullable(z.object({ title: z.string(), message: z.string() })),
});

export const getBillSummaryV2 = defineCall({
  method: 'GET',
  path: '/private/billing/billSummary/v2',
  auth: 'customer',
  request: z.object({}),
  response: billSummaryV2Schema,
  errors: [401, 404],
  summary: 'The last bill, the current bill period and the balance of the selected billing account',
});

/** spec 1 §4 and spec 2 §9: a credit extension moves the due date 14 days, once per bill. */
export const CREDIT_EXTENSION_DAYS = 14;

export const creditExtensionSchema = z.object({
  /** Whether an extension can be asked for now; `reason` says why not. */
  eligible: z.boolean(),
  reason: z.nullable(z.enum(['nothingDue', 'alreadyExtended', 'overdue'])),
  dueDate: z.nullable(isoDateSchema),
  /** The due date an extension would give (before one), or gave (after). */
  newEndDate: z.nullable(isoDateSchema),
});

export const getCreditExtension = defineCall({
  method: 'GET',
  path: '/private/billing/creditExtension',
  auth: 'customer',
  request: z.object({}),
  response: creditExtensionSchema,
  errors: [401, 404],
  summary: 'Whether the current bill can be extended, and to which date',
});

/** 409 when the bill was extended already, nothing is due or the balance is overdue. */
export const requestCreditExtension = defineCall({
  method: 'POST',
  path: '/private/billing/creditExtension',
  auth: 'customer',
  request: z.object({}),
  response: creditExtensionSchema,
  errors: [401, 404, 409],
  summary: 'Extends the current bill’s due date by 14 days',
});

export type Bill = z.infer<typeof billSchema>;
export type BillStatement = z.infer<typeof billStatementSchema>;
/** A bill as getBill answers it: itemised, with its statement. */
export type BillWithStatement = Bill & { statement: BillStatement };
export type BillSummaryV2 = z.infer<typeof billSummaryV2Schema>;
export type CreditExtension = z.infer<typeof creditExtensionSchema>;
export type Transaction = z.infer<typeof transactionSchema>;

export const billsCalls = {
  getTransactions,
  downloadTransactions,
  getBill,
  downloadBill,
  getBillSummaryV2,
  getCreditExtension,
  requestCreditExtension,
} as const;
