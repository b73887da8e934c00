/**
 * How long a static file takes to start arriving while one customer's readings are generated (BENCHMARK.md, 'Event
 * loop'). `npm run bench:event-loop -w server` measures the server as it is, the embedded database on its worker
 * thread; `-- --main-thread` runs the same with PGlite on the server's thread, as it was before. Never passes or
 * fails: it prints what it saw.
 */
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../src/config.js';
import { openEmbeddedDatabase, type Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrations.js';
import { ensureReadings } from '../src/readings/queries.js';
import { aucklandToday } from '@harakeke/calendar';
import { seedDemoCustomers } from '../src/demo-seed.js';
import { startServer } from '../src/start.js';
import { freePort } from '../test/free-port.js';
import { startProbe } from './shared.js';

const onMainThread = process.argv.includes('--main-thread');

/** PGlite on the server's thread: what openEmbeddedDatabase did before it moved to a worker. */
async function openOnMainThread(): Promise<Database> {
  const db = await PGlite.create();
  return {
    query: async (sql, params) => (await db.query(sql, params)).rows as never,
    transaction: (work) =>
      db.transaction((tx) => work({ query: async (sql, params) => (await tx.query(sql, params)).rows as never })),
    close: () => db.close(),
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const db = onMainThread ? await openOnMainThread() : await openEmbeddedDatabase(undefined);
await migrate(db);
await seedDemoCustomers(db);
const port = await freePort();
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const config = configFromEnv({ PORT: String(port), WARM_READINGS: 'off' }, serverDir);
const running = await startServer(db, config);
const [point] = await db.query<{ id: string; supply_type: 'electricity' | 'naturalGas' }>(
  `SELECT id, supply_type FROM supply_points WHERE supply_type = 'electricity' ORDER BY id LIMIT 1`,
);
if (!point) throw new Error('The demo data has no electricity supply point.');

const STATIC_FILE = '/idp-assets/sign-out.js';
const probe = startProbe({ origin: running.url, paths: [STATIC_FILE] });
let timerFires = 0;
const timer = setInterval(() => (timerFires += 1), 5);
const started = performance.now();
await ensureReadings(db, { id: point.id, supplyType: point.supply_type }, { today: aucklandToday() });
const generationMs = performance.now() - started;
clearInterval(timer);
const firstBytes = (await probe.stop())[STATIC_FILE] ?? [];
await running.close();
await db.close();

const sorted = [...firstBytes].sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`database on ${onMainThread ? 'the main thread' : 'a worker thread'}: three years of readings for ${point.id}
  generation                  ${ms(generationMs)}
  5 ms timer fired            ${timerFires} times (${Math.floor(generationMs / 5)} if never held up)
  static file requests        ${firstBytes.length} answered
  first byte p50 / p99 / max  ${ms(quantile(sorted, 0.5))} / ${ms(quantile(sorted, 0.99))} / ${ms(sorted.at(-1) ?? 0)}`);
