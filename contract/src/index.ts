export { defineCall } from './call.js';
export type { CallSchema, HttpMethod, RequestOf, ResponseOf } from './call.js';
export { API_BASE, headerNames, noCacheHeaders, problemContentType } from './http.js';
export { problemSchema, clientProblemTypes } from './problem.js';
export type { Problem } from './problem.js';
export { getOutage, outageSchema } from './public.js';
export type { Outage } from './public.js';
export {
  getBillingAccounts,
  billingAccountsSchema,
  billingAccountSchema,
  contactSchema,
  customerTypeSchema,
} from './billing.js';
export type { BillingAccount, BillingAccounts, Contact } from './billing.js';

import { getBillingAccounts } from './billing.js';
import { getOutage } from './public.js';

/** Every call of the contract, for the server's router and the OpenAPI document. */
export const calls = { getOutage, getBillingAccounts } as const;
