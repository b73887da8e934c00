import { createHash, timingSafeEqual } from 'node:crypto';
import { API_BASE, calls, outageSchema, type CallSchema } from '@harakeke/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { saveOutageSetting } from '../outage/queries.js';
import { problemResponse, problems, HttpProblem } from '../http/problem.js';

/**
 * Opt-in faults for end-to-end tests (TEST_HOOKS=on, refused in production). A fault names a call of
 * the contract and makes it fail with a status, answer malformed JSON, or answer slowly, for its next `times`
 * requests (all, when unset). Faults live in the database, not in memory, so every instance behind a load balancer
 * sees the same ones.
 */
export const faultSchema = z.object({
  /** The call's name in the contract, e.g. 'getBillingAccounts'. */
  call: z.string().refine((name) => name in calls, 'call: not a call of the contract'),
  mode: z.enum(['fail', 'malformed', 'slow']),
  /** For 'fail': the status answered (a problem+json body); 500 by default. */
  status: z.number().int().min(400).max(599).default(500),
  /** For 'slow': how long to wait before answering, in ms. */
  delayMs: z.number().int().min(0).max(120_000).default(3_000),
  /** How many requests it applies to; unset means until cleared. */
  times: z.number().int().min(1).optional(),
});

export type Fault = z.infer<typeof faultSchema>;

const FAULTS_KEY = 'test-faults';

async function readFaults(db: Database): Promise<Fault[]> {
  const [row] = await db.query<{ value: Fault[] }>('SELECT value FROM settings WHERE key = $1', [FAULTS_KEY]);
  return row?.value ?? [];
}

async function writeFaults(db: Database, faults: Fault[]) {
  await db.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [FAULTS_KEY, JSON.stringify(faults)],
  );
}

/** Whether a request is a call: same method, and the path matches the call's path with its `{name}` parameters. */
function matches(call: CallSchema, method: string, path: string): boolean {
  if (call.method !== method) return false;
  const pattern = call.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+');
  return new RegExp(`^${API_BASE}${pattern}$`).test(path);
}

/** Applies the faults to API calls: runs before the routes. */
export function faultInjection(db: Database): MiddlewareHandler {
  return async (c, next) => {
    const faults = await readFaults(db);
    const index = faults.findIndex((fault) => {
      const call = calls[fault.call as keyof typeof calls] as CallSchema | undefined;
      return call !== undefined && matches(call, c.req.method, c.req.path);
    });
    const fault = faults[index];
    if (!fault) return next();
    if (fault.times !== undefined) {
      const left = fault.times - 1;
      await writeFaults(db, left > 0 ? faults.with(index, { ...fault, times: left }) : faults.toSpliced(index, 1));
    }
    if (fault.mode === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      return next();
    }
    if (fault.mode === 'malformed') {
      return new Response('{"this is": not json', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    return problemResponse(
      new HttpProblem(fault.status, '/error/test_fault', 'Injected fault', `A test hook made ${fault.call} fail.`),
    );
  };
}

/** The header that carries the test runner's secret (TEST_HOOKS_SECRET) on every request to the switches. */
export const TEST_HOOKS_SECRET_HEADER = 'X-Test-Hooks-Secret';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Refuses a request to the switches without the secret, as if they did not exist: with TEST_HOOKS=on an anonymous
 * request must not switch the outage on for everyone. Compared as digests in constant time.
 */
function requireSecret(secret: string): MiddlewareHandler {
  const expected = sha256(secret);
  return async (c, next) => {
    const given = c.req.header(TEST_HOOKS_SECRET_HEADER);
    if (given === undefined || !timingSafeEqual(sha256(given), expected)) {
      return problemResponse(problems.notFound('No API call has this method and path.'));
    }
    return next();
  };
}

/** The switches under /api/v1/__test: faults, and the national outage (spec 1 §4), each behind the secret. */
export function testHookRoutes(app: Hono, db: Database, secret: string) {
  app.use(`${API_BASE}/__test/*`, requireSecret(secret));
  app.post(`${API_BASE}/__test/faults`, async (c) => {
    const parsed = faultSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return problemResponse(problems.badRequest(parsed.error.issues.map((i) => i.message).join('; ')));
    await writeFaults(db, [...(await readFaults(db)), parsed.data]);
    return c.json({ faults: await readFaults(db) });
  });
  app.delete(`${API_BASE}/__test/faults`, async (c) => {
    await writeFaults(db, []);
    return c.json({ faults: [] });
  });
  app.put(`${API_BASE}/__test/outage`, async (c) => {
    const parsed = outageSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return problemResponse(problems.badRequest('The body must be an outage object.'));
    await saveOutageSetting(db, parsed.data);
    return c.json(parsed.data);
  });
}
