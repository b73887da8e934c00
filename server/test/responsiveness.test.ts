import { API_BASE, getOutage, problemContentType } from '@harakeke/contract';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAdmission } from '../src/http/request-admission.js';
import type { Database } from '../src/db/client.js';
import { openSeededDatabase, startTestServer, type TestServer } from './test-server.js';

/**
 * The server keeps answering while its database works (the embedded one runs on a worker thread), drops calls
 * whose client has gone before they cost a query, and sheds calls over its queue's bound with a 503. One call runs
 * at a time here and two may wait, so the bound is reached with a handful of requests.
 */
let server: TestServer;
let db: Database;
/** The queries of the outage call's handler, counted: what reached the database on that call's behalf. */
let outageReads = 0;

beforeAll(async () => {
  const embedded = await openSeededDatabase();
  db = {
    ...embedded,
    query(sql, params) {
      if (sql.includes("key = 'outage'")) outageReads += 1;
      return embedded.query(sql, params);
    },
  };
  server = await startTestServer({ TEST_HOOKS: 'on', API_MAX_IN_FLIGHT: '1', API_MAX_WAITING: '2' }, { database: db });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const outageUrl = () => `${server.url}${API_BASE}${getOutage.path}`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request and how long its answer took to start arriving. */
async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  const ms = performance.now() - started;
  await response.arrayBuffer();
  return { response, ms };
}

async function until(condition: () => Promise<boolean>) {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await condition()) return;
    await wait(25);
  }
  throw new Error('The condition never held.');
}

/** Makes the next outage call hold the one running place for `delayMs`, and waits until it holds it. */
async function occupyTheOnePlace(delayMs: number): Promise<{ slow: Promise<Response> }> {
  const set = await fetch(`${server.url}${API_BASE}/__test/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...server.testHookHeaders },
    body: JSON.stringify({ call: 'getOutage', mode: 'slow', delayMs, times: 1 }),
  });
  expect(set.status).toBe(200);
  const slow = fetch(outageUrl());
  // The fault is used up as the slow call starts its wait, holding the place.
  await until(async () => {
    const [row] = await db.query<{ value: unknown[] }>("SELECT value FROM settings WHERE key = 'test-faults'");
    return (row?.value.length ?? 0) === 0;
  });
  return { slow };
}

describe('while the database works', () => {
  it('answers static files, liveness and readiness within a second, and is not ready until the database answers', async () => {
    const longQuery = db.query('SELECT pg_sleep(3)');
    // A moment for the query to reach the worker and start.
    await wait(100);
    const asset = await timed(`${server.url}/idp-assets/sign-out.js`);
    expect(asset.response.status).toBe(200);
    expect(asset.ms).toBeLessThan(1_000);
    const live = await timed(`${server.url}/health/live`);
    expect(live.response.status).toBe(200);
    expect(live.ms).toBeLessThan(1_000);

    const notReady = await fetch(`${server.url}/health/ready`);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await notReady.json()).toEqual({ ready: false });

    await longQuery;
    const ready = await fetch(`${server.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
    expect(await ready.json()).toEqual({ ready: true });
  });
});

describe('calls whose client has gone', () => {
  it('never reach the handler or the database when the client leaves while waiting for a turn', async () => {
    const { slow } = await occupyTheOnePlace(1_500);
    const readsBefore = outageReads;

    const leaving = new AbortController();
    const abandoned = fetch(outageUrl(), { signal: leaving.signal }).catch((error: unknown) => error);
    // Long enough for the call to reach the server and queue behind the slow one.
    await wait(200);
    leaving.abort();
    expect(await abandoned).toBeInstanceOf(Error);

    expect((await slow).status).toBe(200);
    // The queue runs in arrival order: a call sent now is served after the abandoned one would have been.
    expect((await fetch(outageUrl())).status).toBe(200);
    expect(outageReads - readsBefore).toBe(2);
  });
});

describe('over the queue bound', () => {
  it('answers 503 problem+json with Retry-After at once, and serves the calls it queued', async () => {
    const { slow } = await occupyTheOnePlace(1_500);
    const queued = [fetch(outageUrl()), fetch(outageUrl())];
    await wait(200);

    const shed = await fetch(outageUrl());
    expect(shed.status).toBe(503);
    expect(shed.headers.get('Content-Type')).toBe(problemContentType);
    expect(shed.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    expect(await shed.json()).toMatchObject({ status: 503, type: '/error/service_unavailable' });

    for (const response of await Promise.all([slow, ...queued])) expect(response.status).toBe(200);
  });
});

describe('the embedded database on its worker', () => {
  beforeAll(async () => {
    await db.query('CREATE TABLE responsiveness_probe (id int PRIMARY KEY, note text)');
  });
  const ids = async () =>
    (await db.query<{ id: number }>('SELECT id FROM responsiveness_probe ORDER BY id')).map((row) => row.id);

  it('commits a transaction whose work resolves, and keeps other queries waiting until it ends', async () => {
    let outside: Promise<number[]> | undefined;
    const answer = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO responsiveness_probe (id) VALUES (1)');
      outside = ids();
      await wait(50);
      await tx.query('INSERT INTO responsiveness_probe (id) VALUES (2)');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await outside).toEqual([1, 2]);
  });

  it('rolls back a transaction whose work throws, and passes its error on', async () => {
    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO responsiveness_probe (id) VALUES (3)');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await ids()).toEqual([1, 2]);
  });

  it("keeps PostgreSQL's error code and message, inside a transaction and out", async () => {
    const outside = await db.query('INSERT INTO responsiveness_probe (id) VALUES (1)').catch((error: unknown) => error);
    expect(outside).toMatchObject({ code: '23505', message: expect.stringMatching(/duplicate key/) });
    const inside = await db
      .transaction((tx) => tx.query('INSERT INTO responsiveness_probe (id) VALUES (2)'))
      .catch((error: unknown) => error);
    expect(inside).toMatchObject({ code: '23505', constraint: 'responsiveness_probe_pkey' });
    expect(await ids()).toEqual([1, 2]);
  });

  it('hands over rows whose values survive the crossing', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT '2026-01-02T03:04:05Z'::timestamptz AS instant, 42::int AS whole, 1.5::float8 AS fraction,
              'Kōwhai' AS text, NULL AS nothing, decode('0102ff', 'hex') AS bytes, '{"a": [1]}'::jsonb AS json,
              ARRAY['x', 'y'] AS list, $1::bigint AS big`,
      ['9007199254740993'],
    );
    expect(row).toMatchObject({
      instant: new Date('2026-01-02T03:04:05Z'),
      whole: 42,
      fraction: 1.5,
      text: 'Kōwhai',
      nothing: null,
      bytes: new Uint8Array([1, 2, 255]),
      json: { a: [1] },
      list: ['x', 'y'],
    });
    expect(String(row?.big)).toBe('9007199254740993');
  });
});

describe('one client’s flood', () => {
  /** An API of one place and a line per client (named by a header here), whose calls end when the test says. */
  function admittedApp() {
    const finish: Array<() => void> = [];
    const served: string[] = [];
    const app = new Hono();
    app.use(
      requestAdmission(
        { maxInFlight: 1, maxWaiting: 10, maxWaitingPerClient: 3 },
        (c) => c.req.header('x-client') ?? '',
      ),
    );
    app.get('/call/:name', async (c) => {
      await new Promise<void>((resolve) => finish.push(resolve));
      served.push(c.req.param('name'));
      return c.text('ok');
    });
    const call = (client: string, name: string) => app.request(`/call/${name}`, { headers: { 'x-client': client } });
    /** Ends the running call, and waits for the next to start. */
    const endOne = async () => {
      finish.shift()?.();
      await wait(10);
    };
    return { call, endOne, served };
  }

  it('is answered 429 over its own share of the line, while another client still gets a place', async () => {
    const { call, endOne, served } = admittedApp();
    const flood = Array.from({ length: 8 }, (_, index) => call('flooder', `f${index}`));
    await wait(10);
    // One runs, three wait: the other four are the flooder's own problem, refused at once.
    const refused = await Promise.all(flood.slice(4));
    for (const response of refused) {
      expect(response.status).toBe(429);
      expect(response.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    }
    const other = call('customer', 'c0');
    await wait(10);
    // The customer's call is served next, before the flooder's waiting ones.
    for (let index = 0; index < 5; index += 1) await endOne();
    expect((await other).status).toBe(200);
    expect(served).toEqual(['f0', 'c0', 'f1', 'f2', 'f3']);
    for (const response of await Promise.all(flood.slice(0, 4))) expect(response.status).toBe(200);
  });
});
