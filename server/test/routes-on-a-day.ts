import type { CallSchema, ResponseOf } from '@harakeke/contract';
import { aucklandInstant } from '@harakeke/calendar';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect } from 'vitest';
import { stoppedClock } from '../src/clock.js';
import type { Database } from '../src/db/client.js';
import { consoleLogger, provideServices, type ApiEnv } from '../src/http/api-context.js';
import { installProblemHandlers } from '../src/http/problem-handlers.js';
import { noLimits } from './no-limits.js';
import { openSeededDatabase } from './test-server.js';
import { TEST_NOW } from './test-clock.js';

/**
 * Area routes mounted as Hono sub-apps over the test file's own copy of the seeded database, answering as a demo
 * customer at noon (Auckland) of any day the test names, or at any instant (`sendAt`, `answerAt`), with the clock
 * stopped there: the routes' own answers, signed in as the customer the way requireCustomer leaves the context. Call
 * once per file, at its top level.
 */
export function useRoutesOnADay(areas: ReadonlyArray<() => Hono<ApiEnv>>) {
  let db: Database | undefined;
  let now = TEST_NOW;
  let customerId = '';

  const app = new Hono<ApiEnv>();
  app.use(async (c, next) => {
    if (!db) throw new Error('The database opens before the tests run.');
    return provideServices({ db, clock: stoppedClock(now), log: consoleLogger, brand: 'kowhai', limits: noLimits })(
      c,
      next,
    );
  });
  app.use(async (c, next) => {
    c.set('customerId', customerId);
    await next();
  });
  for (const routes of areas) app.route('/', routes());
  installProblemHandlers(app);

  beforeAll(async () => {
    db = await openSeededDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  /** Sends a call as `customer` at noon of `date`; a body makes it a POST; `path` fills the call's path. */
  function send(call: CallSchema, customer: string, date: string, query = '', body?: unknown, path = call.path) {
    return sendAt(call, customer, aucklandInstant(date, 12), query, body, path);
  }

  /** Sends a call as `customer` with the clock stopped at `instant` (epoch ms). */
  function sendAt(call: CallSchema, customer: string, instant: number, query = '', body?: unknown, path = call.path) {
    customerId = customer;
    now = instant;
    return app.request(
      `${path}${query}`,
      body === undefined
        ? { method: call.method }
        : { method: call.method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    );
  }

  /** Answers a call as `customer` at noon of `date`, parsed by the call's own schema; anything but 200 fails. */
  function answer<C extends CallSchema>(
    call: C,
    customer: string,
    date: string,
    query = '',
    path = call.path,
  ): Promise<ResponseOf<C>> {
    return answerAt(call, customer, aucklandInstant(date, 12), query, path);
  }

  /** Answers a call as `customer` with the clock stopped at `instant`, parsed by the call's own schema. */
  async function answerAt<C extends CallSchema>(
    call: C,
    customer: string,
    instant: number,
    query = '',
    path = call.path,
  ): Promise<ResponseOf<C>> {
    const response = await sendAt(call, customer, instant, query, undefined, path);
    expect(response.status, `${path} for ${customer} at ${new Date(instant).toISOString()}`).toBe(200);
    return call.response.parse(await response.json()) as ResponseOf<C>;
  }

  return {
    send,
    sendAt,
    answer,
    answerAt,
    /** The database the routes answer from, for a test that records what the demo has no call for. */
    database: () => {
      if (!db) throw new Error('The database opens before the tests run.');
      return db;
    },
  };
}
