// `npm run bench -w server`: a loopback load benchmark of the dashboard's start-up calls.
// Not part of `npm test`: timings on a shared machine are noisy, so this prints medians over repeated runs and the
// load average, and never passes or fails on them (conventions: benchmarks live in bench/). Results: BENCHMARK.md.
//
//   npm run bench -w server -- [--modes process,startup,stall] [--rate 20] [--rate-duration 8]
//                              [--concurrency 1,8,32] [--duration 5] [--rounds 3] [--warmup 3] [--json file]
//
// `process` (process-run.ts) starts the server as `npm start` does, in a process of its own, and measures its first
// byte, first visits while readings warm up, its memory, and the start-up mix and each heavy call at fixed arrival
// rates against a static file. `startup` runs the server in this thread over a fresh in-memory PGlite, as the server
// tests start it, counts each call's queries and drives the start-up mix closed-loop; the load generator runs in a
// worker thread (load-generator.ts) so the two do not share an event loop. `stall` (stall.ts, not run unless asked)
// puts 50 customers at once on each heavy call while a probe times a static file and the sign-in page.
import { createServer, type Server } from 'node:http';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { headerNames } from '@harakeke/contract';
import { createApp, createRequestListener } from '../src/app.js';
import { configFromEnv } from '../src/config.js';
import { openEmbeddedDatabase, type Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrations.js';
import { bearerAuthenticator, type CustomerAuthenticator } from '../src/http/auth.js';
import { createRateLimits } from '../src/http/rate-limits.js';
import { createIdentityProvider } from '../src/idp/provider.js';
import { DEMO_PASSWORD } from '../src/demo/customers.js';
import { seedDemoCustomers } from '../src/demo-seed.js';
import { aucklandToday } from '@harakeke/calendar';
import { signInForTokens } from '../test/oidc-flow.js';
import type { TestServer } from '../test/test-server.js';
import type { LoadJob, LoadResult } from './load-generator.js';
import { runProcessBench } from './process-run.js';
import { runStallBench } from './stall.js';
import {
  DEMO_EMAILS,
  fmt,
  heavyCalls,
  median,
  percentile,
  portalHeaders,
  runLoad,
  startupWaves as waves,
} from './shared.js';

const { values: options } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '1,8,32' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3' },
    json: { type: 'string' },
    modes: { type: 'string', default: 'process,startup' },
    rate: { type: 'string', default: '20' },
    'rate-duration': { type: 'string', default: '8' },
  },
});
const modes = new Set(options.modes.split(','));
const rate = Number(options.rate);
const rateDurationMs = Number(options['rate-duration']) * 1000;
const levels = options.concurrency.split(',').map(Number);
const durationMs = Number(options.duration) * 1000;
const rounds = Number(options.rounds);
const warmupMs = Number(options.warmup) * 1000;
if (levels.some((n) => !Number.isInteger(n) || n < 1) || !(durationMs > 0) || !(rounds >= 1) || !(warmupMs >= 0)) {
  throw new Error('--concurrency takes whole numbers (1,8,32); --duration, --rounds and --warmup positive numbers.');
}
if (
  [...modes].some((mode) => !['process', 'startup', 'stall'].includes(mode)) ||
  !(rate > 0) ||
  !(rateDurationMs > 0)
) {
  throw new Error('--modes takes process, startup and/or stall; --rate and --rate-duration positive numbers.');
}

const callNames = waves.flat().map((call) => call.name);

/** What the server thread spent, counted around the database and the bearer-token check. */
interface ServerMeter {
  queries: number;
  /** Wall time from sending a query to its rows, summed: includes waiting for PGlite's one connection. */
  queryMs: number;
  authentications: number;
  authenticationMs: number;
}
const meter: ServerMeter = { queries: 0, queryMs: 0, authentications: 0, authenticationMs: 0 };
const resetMeter = () => Object.assign(meter, { queries: 0, queryMs: 0, authentications: 0, authenticationMs: 0 });

function meteredQuery(query: Database['query']): Database['query'] {
  return async (sql, params) => {
    const started = performance.now();
    try {
      return await query(sql, params);
    } finally {
      meter.queries += 1;
      meter.queryMs += performance.now() - started;
    }
  };
}

function meteredDatabase(db: Database): Database {
  return {
    query: meteredQuery(db.query),
    transaction: (work) => db.transaction((tx) => work({ query: meteredQuery(tx.query) })),
    close: () => db.close(),
  };
}

function meteredAuthenticator(authenticate: CustomerAuthenticator): CustomerAuthenticator {
  return async (authorization) => {
    const started = performance.now();
    try {
      return await authenticate(authorization);
    } finally {
      meter.authentications += 1;
      meter.authenticationMs += performance.now() - started;
    }
  };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, resolve);
  });
  return (server.address() as AddressInfo).port;
}

/**
 * The server as src/start.ts assembles it, over an in-memory database like test/test-server.ts, with the database
 * and the bearer check metered. The port is taken first and the provider made after, so the issuer names it.
 */
async function startBenchServer() {
  const db = meteredDatabase(await openEmbeddedDatabase(undefined));
  await migrate(db);
  await seedDemoCustomers(db);
  const server = createServer();
  const port = await listen(server);
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
  // An hour-long access token outlives every run; the default 15 minutes could expire during a long one. The load
  // comes from one address and a few accounts, far past the API's limits per minute: they are raised out of reach,
  // so the limits are still counted (their queries measured) but never refuse.
  const config = configFromEnv(
    {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      BRAND: 'kowhai',
      ACCESS_TOKEN_TTL: '3600',
      API_CALLS_PER_ADDRESS: String(1e9),
      API_CALLS_PER_ACCOUNT: String(1e9),
    },
    serverDir,
  );
  const provider = await createIdentityProvider(db, config);
  const authenticate = meteredAuthenticator(bearerAuthenticator(provider));
  const rateLimits = createRateLimits(db, config.rateLimits);
  server.on(
    'request',
    createRequestListener(createApp({ db, config, provider, authenticate, rateLimits }), provider, {
      rateLimits,
      config,
    }),
  );
  const target: TestServer = {
    url: config.publicUrl,
    redirectUri: `${config.publicUrl}/auth/redirect/`,
    devRedirectUri: `${config.publicUrl}/auth/redirect/`,
    testHookHeaders: {},
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
  return { target, authenticate };
}

/** One measured run at one concurrency, summarised. */
interface RunSummary {
  concurrency: number;
  round: number;
  requestsPerSecond: number;
  startupsPerSecond: number;
  /** p50 and p99 in ms, by call name and `start-up`. */
  latency: Record<string, { p50: number; p99: number; count: number }>;
  errors: number;
  errorSamples: string[];
  loadAverageBefore: number;
  loadAverageAfter: number;
  serverEventLoopUtilization: number;
  generatorEventLoopUtilization: number;
  queriesPerRequest: number;
  queryMsPerQuery: number;
  authenticationMs: number;
}

function summarise(concurrency: number, round: number, result: LoadResult, before: number, serverElu: number) {
  const latency: RunSummary['latency'] = {};
  let requests = 0;
  for (const name of callNames) {
    const sorted = Float64Array.from(result.calls[name] ?? []).sort();
    requests += sorted.length;
    latency[name] = { p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: sorted.length };
  }
  const startups = Float64Array.from(result.startups).sort();
  latency['start-up'] = { p50: percentile(startups, 50), p99: percentile(startups, 99), count: startups.length };
  const errors = Object.values(result.errors).reduce((sum, n) => sum + n, 0);
  const seconds = result.elapsedMs / 1000;
  const summary: RunSummary = {
    concurrency,
    round,
    requestsPerSecond: requests / seconds,
    startupsPerSecond: startups.length / seconds,
    latency,
    errors,
    errorSamples: result.errorSamples,
    loadAverageBefore: before,
    loadAverageAfter: loadavg()[0] ?? Number.NaN,
    serverEventLoopUtilization: serverElu,
    generatorEventLoopUtilization: result.eventLoopUtilization,
    queriesPerRequest: meter.queries / Math.max(1, requests + errors),
    queryMsPerQuery: meter.queryMs / Math.max(1, meter.queries),
    authenticationMs: meter.authenticationMs / Math.max(1, meter.authentications),
  };
  return summary;
}

async function measure(tokens: string[], concurrency: number, ms: number, round: number, origin: string) {
  const job: LoadJob = {
    origin,
    tokens: tokens.slice(0, concurrency),
    waves,
    headers: portalHeaders(),
    deviceHeader: headerNames.device,
    durationMs: ms,
  };
  const before = loadavg()[0] ?? Number.NaN;
  resetMeter();
  const elu = performance.eventLoopUtilization();
  const result = await runLoad(job);
  return summarise(concurrency, round, result, before, performance.eventLoopUtilization(elu).utilization);
}

/** Sequential, one request at a time: how many queries each call makes and what the bearer check costs alone. */
async function probeCalls(origin: string, token: string, authenticate: CustomerAuthenticator) {
  const repeats = 50;
  const headers = { ...portalHeaders(), [headerNames.device]: 'bench-probe', Authorization: `Bearer ${token}` };
  const rows: string[] = [];
  const post = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  for (const call of [...waves.flat(), ...heavyCalls(aucklandToday())]) {
    const init = call.body === undefined ? { headers } : post(call.body);
    // The first answer may compose bills or generate readings once; what a call costs is what it costs after.
    await (await fetch(`${origin}${call.path}`, init)).arrayBuffer();
    resetMeter();
    const started = performance.now();
    for (let i = 0; i < repeats; i += 1) await (await fetch(`${origin}${call.path}`, init)).arrayBuffer();
    const ms = (performance.now() - started) / repeats;
    rows.push(
      `| ${call.name} | ${(meter.queries / repeats).toFixed(1)} | ${(meter.queryMs / repeats).toFixed(2)} | ${ms.toFixed(2)} |`,
    );
  }
  resetMeter();
  const started = performance.now();
  for (let i = 0; i < repeats; i += 1) await authenticate(`Bearer ${token}`);
  const authMs = (performance.now() - started) / repeats;
  rows.push(
    `| (bearer check alone) | ${(meter.queries / repeats).toFixed(1)} | ${(meter.queryMs / repeats).toFixed(2)} | ${authMs.toFixed(2)} |`,
  );
  return [
    '| call | queries per request | ms in queries | ms per request |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

function report(runs: RunSummary[]) {
  const byLevel = levels.map((concurrency) => ({
    concurrency,
    runs: runs.filter((r) => r.concurrency === concurrency),
  }));
  const med = (level: { runs: RunSummary[] }, pick: (r: RunSummary) => number) => median(level.runs.map(pick));
  const lines: string[] = [];
  lines.push(
    `Medians over ${rounds} rounds of ${durationMs / 1000} s per concurrency. Latency in ms, measured by the client.`,
    '',
    '| virtual customers | start-ups/s | requests/s | start-up p50 | start-up p99 | errors | server loop busy | generator loop busy | queries/request | ms per query | ms per bearer check |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const level of byLevel) {
    lines.push(
      `| ${level.concurrency} | ${med(level, (r) => r.startupsPerSecond).toFixed(0)} | ${med(level, (r) => r.requestsPerSecond).toFixed(0)} | ` +
        `${fmt(med(level, (r) => r.latency['start-up']?.p50 ?? Number.NaN))} | ${fmt(med(level, (r) => r.latency['start-up']?.p99 ?? Number.NaN))} | ` +
        `${level.runs.reduce((sum, r) => sum + r.errors, 0)} | ${(med(level, (r) => r.serverEventLoopUtilization) * 100).toFixed(0)} % | ` +
        `${(med(level, (r) => r.generatorEventLoopUtilization) * 100).toFixed(0)} % | ${med(level, (r) => r.queriesPerRequest).toFixed(1)} | ` +
        `${fmt(med(level, (r) => r.queryMsPerQuery))} | ${fmt(med(level, (r) => r.authenticationMs))} |`,
    );
  }
  lines.push(
    '',
    `Per call, p50 / p99 in ms (medians over rounds):`,
    '',
    `| call | ${levels.map((n) => `${n} customer${n === 1 ? '' : 's'}`).join(' | ')} |`,
    `| --- | ${levels.map(() => '---:').join(' | ')} |`,
  );
  for (const name of [...callNames, 'start-up']) {
    const cells = byLevel.map(
      (level) =>
        `${fmt(med(level, (r) => r.latency[name]?.p50 ?? Number.NaN))} / ${fmt(med(level, (r) => r.latency[name]?.p99 ?? Number.NaN))}`,
    );
    lines.push(`| ${name === 'start-up' ? '**whole start-up**' : name} | ${cells.join(' | ')} |`);
  }
  const loads = runs.flatMap((r) => [r.loadAverageBefore, r.loadAverageAfter]);
  lines.push(
    '',
    `1-minute load average during the runs: median ${median(loads).toFixed(2)}, from ${Math.min(...loads).toFixed(2)} ` +
      `to ${Math.max(...loads).toFixed(2)} (${cpus().length} cores).`,
  );
  const samples = runs.flatMap((r) => r.errorSamples);
  if (samples.length) lines.push('', 'First errors:', ...samples.slice(0, 5).map((s) => `- ${s}`));
  return lines.join('\n');
}

const cpu = cpus();
console.log(
  `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; ` +
    `Node ${process.version}; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
);
/** The start-up mix closed-loop, the server in this thread with its queries counted (BENCHMARK.md, 'Results'). */
async function startupBench() {
  const setupStarted = performance.now();
  const { target, authenticate } = await startBenchServer();
  try {
    const tokens: string[] = [];
    const customers = Math.max(...levels);
    // One sign-in per virtual customer (a session and an access token each), through the real PKCE flow.
    for (let i = 0; i < customers; i += 1) {
      const email = DEMO_EMAILS[i % DEMO_EMAILS.length] ?? 'aroha@example.nz';
      tokens.push((await signInForTokens(target, email, DEMO_PASSWORD)).access_token);
    }
    console.log(
      `Server on ${target.url}, ${customers} sessions signed in, in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s.`,
    );

    if (warmupMs > 0) {
      await measure(tokens, customers, warmupMs, 0, target.url);
      console.log(`Warmed up for ${warmupMs / 1000} s at ${customers} virtual customers.`);
    }
    const probe = await probeCalls(target.url, tokens[0] ?? '', authenticate);
    console.log(`\nOne request at a time (${DEMO_EMAILS[0]}), server side:\n\n${probe}\n`);

    const runs: RunSummary[] = [];
    // Rounds outermost, so a burst of load from other work on the machine spreads over every concurrency.
    for (let round = 1; round <= rounds; round += 1) {
      for (const concurrency of levels) {
        const run = await measure(tokens, concurrency, durationMs, round, target.url);
        runs.push(run);
        console.log(
          `round ${round}, ${String(concurrency).padStart(3)} customers: ${run.requestsPerSecond.toFixed(0).padStart(5)} req/s, ` +
            `start-up p50 ${fmt(run.latency['start-up']?.p50 ?? Number.NaN)} ms, p99 ${fmt(run.latency['start-up']?.p99 ?? Number.NaN)} ms, ` +
            `${run.errors} errors, load ${run.loadAverageAfter.toFixed(2)}`,
        );
      }
    }
    console.log(`\n${report(runs)}\n`);
    return { levels, durationMs, rounds, runs };
  } finally {
    await target.close();
  }
}

const results: Record<string, unknown> = {};
if (modes.has('process')) results.process = await runProcessBench({ rate, durationMs: rateDurationMs });
if (modes.has('startup')) results.startup = await startupBench();
if (modes.has('stall')) results.stall = await runStallBench({ durationMs: rateDurationMs });
if (options.json) await writeFile(options.json, JSON.stringify(results, null, 2));
