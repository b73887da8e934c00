// The `process` mode of `npm run bench -w server` (BENCHMARK.md, 'The server as its own process'): the server started
// the way `npm start` starts it (src/main.ts: a new on-disk PGlite, migrated, seeded, readings warmed in the
// background), in a process of its own, so its start, its memory and its CPU are its alone. Measured from outside:
// the first byte after the process starts, two customers' first visits while readings warm up, the resident memory
// idle and after load, and requests/s, latency and CPU per request of a static file, the start-up mix and each heavy
// call at fixed arrival rates (open loop). Never passes or fails: it prints what it saw, as ratios to the static file.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { API_BASE, headerNames } from '@harakeke/contract';
import { DEMO_PASSWORD } from '../src/demo/customers.js';
import { aucklandToday } from '@harakeke/calendar';
import { signInForTokens } from '../test/oidc-flow.js';
import { freePort } from '../test/free-port.js';
import type { TestServer } from '../test/test-server.js';
import type { LoadResult, StartupCall } from './load-generator.js';
import {
  DEMO_EMAILS,
  fmt,
  heavyCalls,
  percentile,
  portalHeaders,
  runLoad,
  startupWaves,
  usageCalls,
} from './shared.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What main.ts prints when the background generation of readings is done. */
export const READINGS_READY = /Readings are up to date/;
/** A file the portal's build always holds, and one the server always has, when the portal is not built. */
const STATIC_FILES = ['/favicon.svg', '/idp-assets/sign-out.js'];

/** Resident memory and its peak (MiB), and CPU time (ms), of a process: Linux's /proc, else NaN. */
export function processStats(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? Number.NaN);
    // /proc/<pid>/stat: utime and stime are fields 14 and 15, in clock ticks (100 a second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { rssMiB: kib('VmRSS') / 1024, peakRssMiB: kib('VmHWM') / 1024, cpuMs: ticks * 10 };
  } catch {
    return { rssMiB: Number.NaN, peakRssMiB: Number.NaN, cpuMs: Number.NaN };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks for `url` every 10 ms till it answers 200: the time from `since` to that answer's first byte. */
export async function firstAnswer(url: string, since: number, init: RequestInit = {}): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url, init);
      const at = performance.now();
      await response.arrayBuffer();
      if (response.status === 200) return at - since;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
}

async function timed(origin: string, call: StartupCall, token: string) {
  const headers = {
    ...portalHeaders(),
    [headerNames.device]: `bench-${token.slice(-8)}`,
    Authorization: `Bearer ${token}`,
  };
  const started = performance.now();
  const response = await fetch(
    `${origin}${call.path}`,
    call.body === undefined
      ? { headers }
      : {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(call.body),
        },
  );
  await response.arrayBuffer();
  return { name: call.name, ms: performance.now() - started, status: response.status };
}

/** A customer's first visit: the start-up (outage, then the shell's calls at once), then the heavy calls one by one. */
async function firstVisit(origin: string, token: string) {
  const started = performance.now();
  const answers = [];
  for (const wave of startupWaves) answers.push(...(await Promise.all(wave.map((call) => timed(origin, call, token)))));
  const startupMs = performance.now() - started;
  for (const call of heavyCalls(aucklandToday())) answers.push(await timed(origin, call, token));
  return { startupMs, totalMs: performance.now() - started, answers };
}

interface Series {
  name: string;
  arrivalsPerSecond: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  cpuMsPerRequest: number;
  errorSamples: string[];
}

/**
 * The environment a benched server starts with: a fresh data directory, Kōwhai, tokens that outlast the run, and the
 * API's per-minute limits raised out of reach (every virtual customer comes from one address), as in run.ts.
 */
export function benchServerEnv(origin: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    PORT: new URL(origin).port,
    PUBLIC_URL: origin,
    BRAND: 'kowhai',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    ACCESS_TOKEN_TTL: '3600',
    API_CALLS_PER_ADDRESS: String(1e9),
    API_CALLS_PER_ACCOUNT: String(1e9),
  };
}

/** A benched server as the test helpers' sign-in (test/oidc-flow.ts) addresses one. */
export const signInTarget = (origin: string): TestServer => ({
  url: origin,
  redirectUri: `${origin}/auth/redirect/`,
  devRedirectUri: `${origin}/auth/redirect/`,
  testHookHeaders: {},
  close: () => Promise.resolve(),
});

export function startServerProcess(env: NodeJS.ProcessEnv): ChildProcess {
  // Node itself with tsx's loader (not the tsx command, which would start a second process): the pid is the server's.
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=@harakeke/source', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function runProcessBench({ rate, durationMs }: { rate: number; durationMs: number }) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'harakeke-bench-'));
  const started = performance.now();
  const child = startServerProcess(benchServerEnv(origin, dataDir));
  const pid = child.pid ?? 0;
  let readingsReadyMs = Number.NaN;
  const readingsReady = new Promise<void>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (READINGS_READY.test(chunk.toString())) {
        readingsReadyMs = performance.now() - started;
        resolve();
      }
    });
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`));
  try {
    const staticFirstByteMs = await firstAnswer(`${origin}${STATIC_FILES[0]}`, started);
    const apiFirstByteMs = await firstAnswer(`${origin}${API_BASE}/public/outage`, started, {
      headers: portalHeaders(),
    });
    let staticPath = STATIC_FILES[0] ?? '';
    if ((await fetch(`${origin}${staticPath}`)).status !== 200) staticPath = STATIC_FILES[1] ?? '';
    console.log(
      `\nServer process ${pid}: static file ${staticPath} first answered ${fmt(staticFirstByteMs)} ms after the process started, the API ${fmt(apiFirstByteMs)} ms.`,
    );

    const target = signInTarget(origin);
    const tokens: string[] = [];
    for (const email of DEMO_EMAILS) tokens.push((await signInForTokens(target, email, DEMO_PASSWORD)).access_token);
    const signedInMs = performance.now() - started;
    // Two customers' first visits at once, while the background generation still runs (unless it has finished).
    const warmingDuringVisits = Number.isNaN(readingsReadyMs);
    const visits = await Promise.all([firstVisit(origin, tokens[0] ?? ''), firstVisit(origin, tokens[1] ?? '')]);
    // main.ts reports the generation's end; a generation that failed (it logs why) should not hang the bench.
    await Promise.race([readingsReady, sleep(10 * 60_000)]);
    await sleep(2000);
    const idle = processStats(pid);

    const series: Series[] = [];
    const headers = portalHeaders();
    const measureSeries = async (name: string, waves: StartupCall[][], arrivalsPerSecond: number) => {
      const before = processStats(pid);
      const result: LoadResult = await runLoad({
        origin,
        tokens,
        waves,
        headers,
        deviceHeader: headerNames.device,
        durationMs,
        arrivalsPerSecond,
      });
      const cpuMs = processStats(pid).cpuMs - before.cpuMs;
      const calls = waves.flat().length;
      const sorted = Float64Array.from(result.startups).sort();
      const errors = Object.values(result.errors).reduce((sum, n) => sum + n, 0);
      const answered = Object.values(result.calls).reduce((sum, list) => sum + list.length, 0);
      const row: Series = {
        name,
        arrivalsPerSecond,
        requestsPerSecond: answered / (result.elapsedMs / 1000),
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? Number.NaN,
        errors,
        cpuMsPerRequest: cpuMs / Math.max(1, answered + errors),
        errorSamples: result.errorSamples,
      };
      series.push(row);
      console.log(
        `${name.padEnd(24)} ${(arrivalsPerSecond * calls).toFixed(0)} req/s offered: ${row.requestsPerSecond.toFixed(1)} answered/s, ` +
          `p50 ${fmt(row.p50)} ms, p99 ${fmt(row.p99)} ms, ${errors} errors, ${fmt(row.cpuMsPerRequest)} CPU ms/request`,
      );
    };
    const staticCall: StartupCall = { name: 'static file', path: staticPath, bearer: false };
    await measureSeries('static file', [[staticCall]], rate);
    // The start-up's 7 calls at the same number of requests a second as every other series.
    await measureSeries('start-up mix (whole)', startupWaves, rate / startupWaves.flat().length);
    for (const call of heavyCalls(aucklandToday())) await measureSeries(call.name, [[call]], rate);
    for (const call of usageCalls(aucklandToday())) await measureSeries(call.name, [[call]], rate);
    await measureSeries('static file, again', [[staticCall]], rate);
    const loaded = processStats(pid);

    const summary = {
      pid,
      staticPath,
      staticFirstByteMs,
      apiFirstByteMs,
      signedInMs,
      readingsReadyMs,
      warmingDuringVisits,
      visits,
      idle,
      loaded,
      series,
    };
    console.log(`\n${report(summary)}\n`);
    return summary;
  } finally {
    child.kill('SIGTERM');
    // main.ts closes the server and the database on SIGTERM; one that does not end in 10 s is killed.
    const killing = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    clearTimeout(killing);
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report(run: {
  staticPath: string;
  staticFirstByteMs: number;
  apiFirstByteMs: number;
  signedInMs: number;
  readingsReadyMs: number;
  warmingDuringVisits: boolean;
  visits: Awaited<ReturnType<typeof firstVisit>>[];
  idle: ReturnType<typeof processStats>;
  loaded: ReturnType<typeof processStats>;
  series: Series[];
}) {
  const base = run.series.find((row) => row.name === 'static file');
  const ratio = (value: number, of: number | undefined) => (of ? `${(value / of).toFixed(1)}×` : '–');
  const lines = [
    `The server as its own process (${run.staticPath} is the static file):`,
    '',
    '| from the process starting to | ms |',
    '| --- | ---: |',
    `| the static file's first byte | ${fmt(run.staticFirstByteMs)} |`,
    `| the API's first answer (outage) | ${fmt(run.apiFirstByteMs)} |`,
    `| three customers signed in | ${fmt(run.signedInMs)} |`,
    `| every supply point's readings generated | ${fmt(run.readingsReadyMs)} |`,
    '',
    `First visits of two customers at once${run.warmingDuringVisits ? ', while the readings were still being generated' : ''}, ms:`,
    '',
    `| call | ${run.visits.map((_, i) => DEMO_EMAILS[i] ?? '').join(' | ')} |`,
    `| --- | ${run.visits.map(() => '---:').join(' | ')} |`,
    `| whole start-up | ${run.visits.map((v) => fmt(v.startupMs)).join(' | ')} |`,
    ...(run.visits[0]?.answers ?? []).map(
      (answer, i) =>
        `| ${answer.name} | ${run.visits.map((v) => `${fmt(v.answers[i]?.ms ?? Number.NaN)}${v.answers[i]?.status === 200 ? '' : ` (${v.answers[i]?.status})`}`).join(' | ')} |`,
    ),
    `| whole visit | ${run.visits.map((v) => fmt(v.totalMs)).join(' | ')} |`,
    '',
    `Resident memory: ${run.idle.rssMiB.toFixed(0)} MiB idle after start-up, ${run.loaded.rssMiB.toFixed(0)} MiB after the series below (peak ${run.loaded.peakRssMiB.toFixed(0)} MiB).`,
    '',
    "Fixed arrival rates (open loop; latency from each visit's scheduled start, ms); ratios to the static file:",
    '',
    '| series | offered req/s | answered req/s | p50 | p99 | max | errors | CPU ms/request | p99 ÷ static | CPU ÷ static |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...run.series.map(
      (row) =>
        `| ${row.name} | ${(row.arrivalsPerSecond * (row.name.startsWith('start-up') ? startupWaves.flat().length : 1)).toFixed(0)} | ` +
        `${row.requestsPerSecond.toFixed(1)} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(row.max)} | ${row.errors} | ` +
        `${fmt(row.cpuMsPerRequest)} | ${ratio(row.p99, base?.p99)} | ${ratio(row.cpuMsPerRequest, base?.cpuMsPerRequest)} |`,
    ),
  ];
  const samples = run.series.flatMap((row) => row.errorSamples);
  if (samples.length) lines.push('', 'First errors:', ...samples.slice(0, 5).map((s) => `- ${s}`));
  return lines.join('\n');
}
