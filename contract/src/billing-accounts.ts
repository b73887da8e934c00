import { z } from 'zod/mini';
import { defineCall } from './call.js';
import { moneySchema } from './primitives.js';

export const phonePurposeSchema = z.enum(['mobile', 'home', 'work']);

export const contactSchema = z.object({
  firstName: z.string(),
  middleName: z.nullable(z.string()),
  lastName: z.string(),
  phones: z.array(z.object({ purpose: phonePurposeSchema, number: z.string() })),
});

export const customerTypeSchema = z.enum(['residential', 'sme']);

export const balanceSchema = z.object({
  current: moneySchema,
  overdue: moneySchema,
  totalBalance: moneySchema,
  promptPaymentDiscount: moneySchema,
  /** YYYY-MM-DD in Pacific/Auckland. */
  dueDate: z.nullable(z.string()),
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
  accountCount: z.int(),
  siteCount: z.int(),
});

export const billingAccountsSchema = z.object({
  contact: contactSchema,
  billingAccounts: z.array(billingAccountSchema),
  selectedBillingAccount: z.nullable(billingAccountSchema),
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

/** spec 2 §3 supply types. */
export const supplyTypeSchema = z.enum(['electricity', 'naturalGas', 'lpg']);

/** spec 2 §3 site status: opening shows '(Pending)', closing shows '(Closed)'. */
export const siteStatusSchema = z.enum(['active', 'opening', 'closing']);

/** spec 2 §3 and spec 1 §3: a supply point, with its plan and whether natural gas is advanced (metered daily). */
export const supplyPointSchema = z.object({
  id: z.string(),
  supplyType: supplyTypeSchema,
  supplyAgreementId: z.string(),
  address: z.string(),
  status: siteStatusSchema,
  plan: z.object({ name: z.string(), isValuePlan: z.boolean() }),
  advanced: z.boolean(),
});

/**
 * spec 1 §3 accountSwitcherData: billing accounts with their billingAccountSites and supply points. The spec lists
 * supplyPoints beside the sites; ours nests each site's supply points in it, so which site they belong to is plain.
 */
export const billingAccountSiteSchema = z.object({
  id: z.string(),
  address: z.string(),
  /** spec 1 §5: at most 25 characters; null when the customer has not named the site. */
  nickname: z.nullable(z.string()),
  status: siteStatusSchema,
  isSelected: z.boolean(),
  supplyPoints: z.array(supplyPointSchema),
});

export const switcherSchema = z.object({
  billingAccounts: z.array(
    z.object({
      id: z.string(),
      type: customerTypeSchema,
      customerNumber: z.string(),
      fullAddress: z.string(),
      isBuyingGroup: z.boolean(),
      buyingGroupName: z.string(),
      isSelected: z.boolean(),
      billingAccountSites: z.array(billingAccountSiteSchema),
    }),
  ),
});

/** spec 1 §7: the billing accounts, sites and supply points the switcher lists. */
export const getSwitcher = defineCall({
  method: 'GET',
  path: '/private/billing/accounts/switcher',
  auth: 'customer',
  request: z.object({}),
  response: switcherSchema,
  errors: [401],
  summary: "The signed-in customer's billing accounts and their sites, for the switcher",
});

/** spec 1 §7: selects a billing account and site. The answer is not shown: ours echoes the selection. */
export const selectSite = defineCall({
  method: 'POST',
  path: '/private/user/site',
  auth: 'customer',
  request: z.object({
    billingAccountId: z.string().check(z.minLength(1), z.maxLength(40)),
    siteId: z.string().check(z.minLength(1), z.maxLength(40)),
  }),
  response: z.object({ billingAccountId: z.string(), siteId: z.string() }),
  errors: [400, 401, 404],
  summary: 'Selects the billing account and site the portal shows',
});

export type Switcher = z.infer<typeof switcherSchema>;
export type BillingAccountSite = z.infer<typeof billingAccountSiteSchema>;
export type SupplyPoint = z.infer<typeof supplyPointSchema>;
