// What both halves of `npm run bench -w server` use (run.ts: the start-up mix in-process; process-run.ts: the
// server as its own process): the calls, the portal's headers, the load generator's thread and the statistics.
import { Worker } from 'node:worker_threads';
import { API_BASE, headerNames, noCacheHeaders } from '@harakeke/contract';
import { brandFor } from '@harakeke/themes';
import { addDays } from '@harakeke/calendar';
import type { LoadJob, LoadResult, StartupCall } from './load-generator.js';

export const DEMO_EMAILS = ['aroha@example.nz', 'tama@example.nz', 'mere@example.nz'];

/** The dashboard's start-up as the portal makes it after sign-in: the outage first, then the shell's calls at once. */
export const startupWaves: StartupCall[][] = [
  [{ name: 'outage', path: `${API_BASE}/public/outage`, bearer: false }],
  [
    { name: 'billing accounts', path: `${API_BASE}/private/billing/accounts`, bearer: true },
    { name: 'switcher', path: `${API_BASE}/private/billing/accounts/switcher`, bearer: true },
    { name: 'tabs', path: `${API_BASE}/private/tabs`, bearer: true },
    { name: 'user metadata', path: `${API_BASE}/private/user/metadata`, bearer: true },
    { name: 'tags', path: `${API_BASE}/private/tags`, bearer: true },
    { name: 'widget list', path: `${API_BASE}/private/widget/list?tabId=dashboard`, bearer: true },
  ],
];

/**
 * The calls that read a year or more of readings or bills, the ones that used to hold the server's thread, with the
 * arguments the portal's screens send: last calendar year, the last month's days, a year of transactions.
 */
export function heavyCalls(today: string): StartupCall[] {
  return [
    {
      name: 'insights/yearly',
      path: `${API_BASE}/private/insights/yearly?year=${Number(today.slice(0, 4)) - 1}`,
      bearer: true,
    },
    { name: 'billInsights', path: `${API_BASE}/private/billInsights`, bearer: true },
    { name: 'billPlanner', path: `${API_BASE}/private/billPlanner`, bearer: true },
    {
      name: 'bill period',
      path: `${API_BASE}/private/electricity/aggregated-site-bill-period`,
      bearer: true,
      body: { startDate: addDays(today, -30), endDate: today },
    },
    {
      name: 'transactions',
      path: `${API_BASE}/private/billing/transactions?startDate=${addDays(today, -365)}&endDate=${today}`,
      bearer: true,
    },
  ];
}

/**
 * The usage page's calls (spec 2 §2–§4), as it sends them over demo homes with three years of half-hours: a day by
 * the hour (yesterday, and a day a year back), last year by the month, the usage summary of the last 31 days, the
 * energy mix, the forecast, and a month's CSV by the half-hour.
 */
export function usageCalls(today: string): StartupCall[] {
  const electricity = `${API_BASE}/private/electricity`;
  const monthAgo = addDays(today, -31);
  return [
    {
      name: 'usage: hours of yesterday',
      path: `${electricity}/aggregated-site-hourly`,
      bearer: true,
      body: { date: addDays(today, -1) },
    },
    {
      name: 'usage: hours a year back',
      path: `${electricity}/aggregated-site-hourly`,
      bearer: true,
      body: { date: addDays(today, -365) },
    },
    {
      name: 'usage: months of last year',
      path: `${electricity}/aggregated-site-monthly`,
      bearer: true,
      body: { year: Number(today.slice(0, 4)) - 1 },
    },
    {
      name: 'usage: summary',
      path: `${API_BASE}/private/consolidation/usage-summary`,
      bearer: true,
      body: { startDate: monthAgo, endDate: addDays(today, -1) },
    },
    { name: 'usage: energy mix', path: `${API_BASE}/private/insights/thirtyDay`, bearer: true },
    { name: 'usage: forecast', path: `${API_BASE}/private/electricityForecast`, bearer: true },
    {
      name: 'usage: CSV, a month by half-hour',
      path: `${electricity}/usage/download?startDate=${monthAgo}&endDate=${addDays(today, -1)}&interval=halfHour`,
      bearer: true,
    },
  ];
}

/** The headers of every portal call (spec 1 §7: brand, no-cache); the device id and bearer token are per customer. */
export const portalHeaders = (): Record<string, string> => ({
  ...noCacheHeaders,
  [headerNames.brand]: brandFor('kowhai').brandHeader,
  Accept: 'application/json',
});

export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Node 20 does not apply tsx's loader to a worker's entry module, so the worker registers it, then imports.
    const entry = new URL('./load-generator.ts', import.meta.url).href;
    const source = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    const worker = new Worker(source, { eval: true, workerData: job });
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The load generator stopped with exit code ${code}.`));
    });
  });
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export const fmt = (ms: number) => (Number.isNaN(ms) ? '–' : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

/**
 * Asks for each path every `everyMs` from a thread of its own, so the server's thread being busy cannot hide in the
 * client: how long each answer took, to its first byte or (`toBody`) to its last. `stop` answers them by path.
 */
export function startProbe({
  origin,
  paths,
  everyMs = 50,
  toBody = false,
}: {
  origin: string;
  paths: readonly string[];
  everyMs?: number;
  toBody?: boolean;
}) {
  const worker = new Worker(probeSource, { eval: true, workerData: { origin, paths, everyMs, toBody } });
  return {
    stop: () =>
      new Promise<Record<string, number[]>>((resolve) => {
        worker.once('message', (latencies: Record<string, number[]>) => {
          void worker.terminate();
          resolve(latencies);
        });
        worker.postMessage('stop');
      }),
  };
}

const probeSource = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = Object.fromEntries(workerData.paths.map((p) => [p, []]));
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    for (const p of workerData.paths) {
      const started = performance.now();
      try {
        const response = await fetch(workerData.origin + p);
        if (!workerData.toBody) latencies[p].push(performance.now() - started);
        await response.arrayBuffer();
        if (workerData.toBody) latencies[p].push(performance.now() - started);
      } catch {}
    }
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  parentPort.postMessage(latencies);
})();
`;
