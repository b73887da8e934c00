import { aucklandToday } from '@harakeke/calendar';
import { declaredStatuses, type CallSchema } from '@harakeke/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { selectedBillingAccount, type AccountOfRecord } from './billing-accounts.js';
import type { ApiEnv } from '../http/api-context.js';
import { honoPath } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { clientGoneResponse, clientHasGone } from '../http/request-admission.js';

/** The answer of a call that works on the selected billing account when the customer has none. */
export const noSelectedAccount = () => problems.notFound('You have no billing account selected.');

// The account each call found, beside its context rather than in it: the request context (http/api-context.ts) is
// the server's, below every area, and names no area's types.
const selectedAccounts = new WeakMap<Context, AccountOfRecord>();

/**
 * Finds the billing account the customer has selected in the switcher (the first when none is marked, as
 * billing-accounts.ts reads it) once per call, as of the business clock's Auckland day, and puts it in the context;
 * answers 404 when the customer has none. Runs after requireCustomer, so only for a signed-in customer.
 */
export const requireSelectedAccount: MiddlewareHandler<ApiEnv> = async (c, next) => {
  // A client that has gone costs no query, as in requireCustomer.
  if (clientHasGone(c)) return clientGoneResponse();
  const customerId = c.get('customerId');
  if (!customerId) throw problems.unauthorized();
  const account = await selectedBillingAccount(c.get('db'), customerId, aucklandToday(c.get('clock').now()));
  if (!account) throw noSelectedAccount();
  selectedAccounts.set(c, account);
  await next();
};

/**
 * Mounts requireSelectedAccount before these calls' handlers on an area's sub-app: call it before defining them, as
 * Hono runs a path's handlers in the order they were added. Each call must declare the 404 it can then answer, so the
 * OpenAPI document lists it; a call that does not stops the server from starting rather than answering undocumented.
 */
export function requireSelectedAccountOn(app: Hono<ApiEnv>, calls: readonly CallSchema[]): void {
  for (const call of calls) {
    if (!declaredStatuses(call).includes(404)) {
      throw new Error(`${call.method} ${call.path} needs a selected account but does not declare 404.`);
    }
    app.on(call.method, honoPath(call.path), requireSelectedAccount);
  }
}

/** The selected billing account requireSelectedAccount found for this call. */
export function selectedAccountOf(c: Context<ApiEnv>): AccountOfRecord {
  const account = selectedAccounts.get(c);
  // Only a route mounted without requireSelectedAccountOn gets here: a mistake of this server, not of the request.
  if (!account) throw new Error(`${c.req.method} ${c.req.path} reads the selected account without its middleware.`);
  return account;
}
