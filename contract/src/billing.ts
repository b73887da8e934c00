import { z } from 'zod';
import { defineCall } from './call.js';

export const phonePurposeSchema = z.enum(['mobile', 'home', 'work']);

export const contactSchema = z.object({
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  phones: z.array(z.object({ purpose: phonePurposeSchema, number: z.string() })),
});

export const customerTypeSchema = z.enum(['residential', 'sme']);

export const balanceSchema = z.object({
  /** NZD, two decimals. */
  current: z.number(),
  overdue: z.number(),
  totalBalance: z.number(),
  promptPaymentDiscount: z.number(),
  /** YYYY-MM-DD in Pacific/Auckland. */
  dueDate: z.string().nullable(),
});

export const billingAccountSchema = z.object({
  id: z.string(),
  type: customerTypeSchema,
  customerNumber: z.string(),
  fullAddress: z.string(),
  owner: z.string(),
  emails: z.object({
    billing: z.string(),
    account: z.string(),
    isInvoiceDeliveryByEmail: z.boolean(),
    promotions: z.boolean(),
  }),
  isBuyingGroup: z.boolean(),
  /** spec 1 §3: defaults to 'Buying Group'. */
  buyingGroupName: z.string(),
  billing: z.object({ window: z.object({ startDate: z.string(), endDate: z.string() }) }),
  balance: balanceSchema,
});

export const accountsSummarySchema = z.object({
  accountCount: z.number().int(),
  siteCount: z.number().int(),
});

export const billingAccountsSchema = z.object({
  contact: contactSchema,
  billingAccounts: z.array(billingAccountSchema),
  selectedBillingAccount: billingAccountSchema.nullable(),
  summary: accountsSummarySchema,
});

export type Contact = z.infer<typeof contactSchema>;
export type BillingAccount = z.infer<typeof billingAccountSchema>;
export type BillingAccounts = z.infer<typeof billingAccountsSchema>;

/** spec 1 §7: the signed-in customer's contact, billing accounts and the selected one. */
export const getBillingAccounts = defineCall({
  method: 'GET',
  path: '/private/billing/accounts',
  auth: 'customer',
  request: z.object({}),
  response: billingAccountsSchema,
  errors: [401],
  summary: "The signed-in customer's contact details and billing accounts",
});
