import type { MiddlewareHandler } from 'hono';
import type { BrandId } from '@harakeke/themes';
import type { Database } from '../db/client.js';
import type { RateLimits } from './rate-limits.js';

import type { Clock } from '../clock.js';

export { systemClock, type Clock } from '../clock.js';

/**
 * Where the server writes what an operator should read. Messages only, never a request's data: a stack or a body can
 * quote a token or a card number (the standards forbid tokens in logs).
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

/** What every API handler works with, carried in the request's context rather than closed over by its area. */
export interface ApiServices {
  db: Database;
  clock: Clock;
  log: Logger;
  /** The brand this server serves (BRAND): brand rules follow it, never a header the client sends. */
  brand: BrandId;
  /** The limits a call counts besides the API's own (a mail sent, a password tried), shared by every instance. */
  limits: Pick<RateLimits, 'countMail' | 'attemptSignIn'>;
}

/** The Hono environment of the API's sub-apps: the services, and the signed-in customer on private paths. */
export interface ApiEnv {
  Variables: ApiServices & {
    /** Set by requireCustomer (src/http/require-customer.ts) on `/private/*` paths only. */
    customerId?: string;
    /** Set by a streamed file answer (define-route.ts): settles when its body has been sent, failed or cancelled. */
    streamDone?: Promise<void>;
  };
}

/** Puts the services into every API request's context. */
export function provideServices(services: ApiServices): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set('db', services.db);
    c.set('clock', services.clock);
    c.set('log', services.log);
    c.set('brand', services.brand);
    c.set('limits', services.limits);
    await next();
  };
}
