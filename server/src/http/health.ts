import { Hono, type Context } from 'hono';
import type { Database } from '../db/client.js';

/** How long the database has to answer a trivial query for the server to report itself ready. */
export const READY_WITHIN_MS = 1_000;
/** What a 503 from the readiness check asks a load balancer to wait before asking again. */
const NOT_READY_RETRY_AFTER_SECONDS = 5;

const noStore = { 'Cache-Control': 'no-store' };
const live = (c: Context) => c.json({ live: true }, 200, noStore);
const notReady = (c: Context) =>
  c.json({ ready: false }, 503, { ...noStore, 'Retry-After': String(NOT_READY_RETRY_AFTER_SECONDS) });

/** The same two checks while the server starts (starting-listener.ts): alive, and not ready yet. */
export function startingHealthRoutes() {
  const app = new Hono();
  app.get('/health/live', live);
  app.get('/health/ready', notReady);
  return app;
}

/**
 * Liveness and readiness for a load balancer or orchestrator, outside the API (no token, no rate limit, no queue):
 * `/health/live` answers while the process answers HTTP at all; `/health/ready` only while the database answers
 * `SELECT 1` within READY_WITHIN_MS, so a server busy with a long query is taken out of rotation, not restarted.
 */
export function healthRoutes(db: Database, readyWithinMs = READY_WITHIN_MS) {
  const app = new Hono();
  // One probe at a time: checks that arrive while the database is busy share it rather than queue behind it.
  let probe: Promise<boolean> | undefined;
  const databaseAnswers = () =>
    (probe ??= db
      .query('SELECT 1')
      .then(
        () => true,
        () => false,
      )
      .finally(() => (probe = undefined)));

  app.get('/health/live', live);
  app.get('/health/ready', async (c) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, readyWithinMs, false)));
    const ready = await Promise.race([databaseAnswers(), late]).finally(() => clearTimeout(timer));
    return ready ? c.json({ ready: true }, 200, noStore) : notReady(c);
  });
  return app;
}
