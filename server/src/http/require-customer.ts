import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './api-context.js';
import type { CustomerAuthenticator } from './auth.js';
import { problems } from './problem.js';
import { clientGoneResponse, clientHasGone } from './request-admission.js';

/**
 * The bearer check of the private paths: every `/private/*` call of the contract is a customer call. The customer it
 * finds is the only one the call's handler ever sees (`customerId`), so no handler can read another customer's data
 * by a parameter alone. A client that has gone before or during the check is answered nothing.
 */
export function requireCustomer(authenticate: CustomerAuthenticator): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (clientHasGone(c)) return clientGoneResponse();
    const customerId = await authenticate(c.req.header('Authorization'));
    if (!customerId) throw problems.unauthorized();
    if (clientHasGone(c)) return clientGoneResponse();
    c.set('customerId', customerId);
    await next();
  };
}
