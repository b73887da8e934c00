import { z } from 'zod/mini';
import { defineCall } from './call.js';
import { supplyTypeSchema } from './billing-accounts.js';
import { moneySchema } from './primitives.js';

// spec 1 §7: the dashboard widgets' data calls. Their shapes are not shown: ours below, each carrying what its
// widget shows, for the selected billing account and site.

const linkSchema = z.object({ label: z.string(), href: z.string() });

export const heroMessageSchema = z.object({
  title: z.string(),
  message: z.string(),
  action: z.nullable(linkSchema),
});

export const getHeroMessage = defineCall({
  method: 'GET',
  path: '/private/drd/widget/heroMessage',
  auth: 'customer',
  request: z.object({}),
  response: heroMessageSchema,
  errors: [401, 404],
  summary: "The dashboard's greeting and its message of the moment",
});

export const heroMenuSchema = z.object({ items: z.array(linkSchema) });

export const getHeroMenu = defineCall({
  method: 'GET',
  path: '/private/drd/widget/hero/menu',
  auth: 'customer',
  request: z.object({}),
  response: heroMenuSchema,
  errors: [401],
  summary: "The hero's quick links",
});

export const sidekickSchema = z.object({ title: z.string(), message: z.string(), action: z.nullable(linkSchema) });

export const getSidekick = defineCall({
  method: 'GET',
  path: '/private/drd/widget/sidekick',
  auth: 'customer',
  request: z.object({}),
  response: sidekickSchema,
  errors: [401],
  summary: 'A tip or offer beside the hero',
});

export const billSummaryWidgetSchema = z.object({
  billingAccountId: z.string(),
  balance: z.object({ current: moneySchema, overdue: moneySchema, total: moneySchema }),
  /** The unpaid bill's due date, 'YYYY-MM-DD' (as a credit extension moved it), or null when nothing is due. */
  dueDate: z.nullable(z.string()),
  promptPaymentDiscount: moneySchema,
  /**
   * spec 1 §3 currentBillPeriod: the billing period running now, not yet billed, so it has no due date of its own;
   * shown apart from the due date, which is a bill's.
   */
  currentBillPeriod: z.object({ startDate: z.string(), endDate: z.string() }),
  /** Whether a recurring payment pays the bill. */
  hasRecurringPayment: z.boolean(),
});

export const getBillSummaryWidget = defineCall({
  method: 'GET',
  path: '/private/drd/widget/billSummary',
  auth: 'customer',
  request: z.object({}),
  response: billSummaryWidgetSchema,
  errors: [401, 404],
  summary: "The selected billing account's balance and due date",
});

export const accountSummaryWidgetSchema = z.object({
  billingAccountId: z.string(),
  customerNumber: z.string(),
  accountType: z.enum(['residential', 'sme']),
  isBuyingGroup: z.boolean(),
  buyingGroupName: z.string(),
  site: z.nullable(z.object({ id: z.string(), address: z.string(), nickname: z.nullable(z.string()) })),
  supplies: z.array(z.object({ supplyType: supplyTypeSchema, planName: z.string() })),
});

export const getAccountSummaryWidget = defineCall({
  method: 'GET',
  path: '/private/drd/widget/accountSummary',
  auth: 'customer',
  request: z.object({}),
  response: accountSummaryWidgetSchema,
  errors: [401, 404],
  summary: 'The selected account and site at a glance: number, address, supplies and plans',
});

export type HeroMessage = z.infer<typeof heroMessageSchema>;
export type BillSummaryWidget = z.infer<typeof billSummaryWidgetSchema>;
export type AccountSummaryWidget = z.infer<typeof accountSummaryWidgetSchema>;
