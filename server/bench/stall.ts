// The `stall` mode of `npm run bench -w server` (BENCHMARK.md, 'Calls that make others wait'): the server started as
// `npm start` starts it, in a process of its own, then each heavy call asked by 50 customers at once, closed loop,
// while a probe on a thread of its own asks for a static file and the sign-in page every 50 ms. A call whose work
// holds the server's thread shows in the probe's latency. Never passes or fails: it prints what it saw, with the
// probe's latency on an idle server beside it.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { aucklandToday, addDays } from '@harakeke/calendar';
import { API_BASE, headerNames } from '@harakeke/contract';
import { DEMO_PASSWORD } from '../src/demo/customers.js';
import { signInForTokens } from '../test/oidc-flow.js';
import { freePort } from '../test/free-port.js';
import type { StartupCall } from './load-generator.js';
import {
  benchServerEnv,
  firstAnswer,
  processStats,
  READINGS_READY,
  signInTarget,
  startServerProcess,
} from './process-run.js';
import { fmt, percentile, portalHeaders, runLoad, startProbe } from './shared.js';

const CONCURRENCY = 50;
const PROBE_EVERY_MS = 50;
const PROBED = ['/favicon.svg', '/login'];

const p50Of = (values: readonly number[]) => percentile(Float64Array.from(values).sort(), 50);

/** CPU time (ms) of the server's main thread alone (Linux: its task's stat), to tell it from the database's thread. */
function mainThreadCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

interface StallRow {
  name: string;
  answersPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMsPerAnswer: number;
  /** Of which on the server's main thread (the rest: the embedded database's worker, the GC's threads). */
  mainThreadCpuMsPerAnswer: number;
  /** The probe's p50 per probed path while the call ran. */
  probe: number[];
}

export async function runStallBench({ durationMs }: { durationMs: number }) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'harakeke-stall-'));
  const child = startServerProcess({
    ...benchServerEnv(origin, dataDir),
    // 50 customers would come from 50 addresses; here they share one, whose waiting calls are capped at 20.
    API_MAX_WAITING_PER_ADDRESS: String(CONCURRENCY),
  });
  const pid = child.pid ?? 0;
  const readingsReady = new Promise<void>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (READINGS_READY.test(chunk.toString())) resolve();
    });
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`));
  try {
    await firstAnswer(`${origin}${API_BASE}/public/outage`, performance.now(), { headers: portalHeaders() });
    // tama@ has an EV (ev-iq/seed.ts) and bills; every call below is asked as tama.
    const token = (await signInForTokens(signInTarget(origin), 'tama@example.nz', DEMO_PASSWORD)).access_token;
    await readingsReady;
    const headers = { ...portalHeaders(), Authorization: `Bearer ${token}` };
    const summary = (await (
      await fetch(`${origin}${API_BASE}/private/billing/billSummary/v2`, { headers })
    ).json()) as {
      lastBill?: { id?: string } | null;
    };
    const today = aucklandToday();
    const calls: StartupCall[] = [
      { name: 'static file (for reference)', path: '/favicon.svg', bearer: false },
      { name: 'usage impact by month', path: `${API_BASE}/private/generationMix/monthlyUsageImpact`, bearer: true },
      { name: 'EV summary', path: `${API_BASE}/private/evPlan/summary`, bearer: true },
      {
        name: 'bill PDF',
        path: `${API_BASE}/private/billing/bills/${summary.lastBill?.id ?? 'none'}/download`,
        bearer: true,
      },
      {
        name: 'insights, last year',
        path: `${API_BASE}/private/insights/yearly?year=${Number(today.slice(0, 4)) - 1}`,
        bearer: true,
      },
      { name: 'bill planner', path: `${API_BASE}/private/billPlanner`, bearer: true },
      { name: 'bill insights', path: `${API_BASE}/private/billInsights`, bearer: true },
      {
        name: 'bill period (30 days)',
        path: `${API_BASE}/private/electricity/aggregated-site-bill-period`,
        bearer: true,
        body: { startDate: addDays(today, -30), endDate: today },
      },
      { name: 'billing accounts', path: `${API_BASE}/private/billing/accounts`, bearer: true },
    ];

    const idleProbe = startProbe({ origin, paths: PROBED, everyMs: PROBE_EVERY_MS, toBody: true });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await idleProbe.stop();
    const rows: StallRow[] = [];
    for (const call of calls) {
      const before = processStats(pid).cpuMs;
      const mainBefore = mainThreadCpuMs(pid);
      const probe = startProbe({ origin, paths: PROBED, everyMs: PROBE_EVERY_MS, toBody: true });
      const result = await runLoad({
        origin,
        tokens: Array.from({ length: CONCURRENCY }, () => token),
        waves: [[call]],
        headers: portalHeaders(),
        deviceHeader: headerNames.device,
        durationMs,
      });
      const probed = await probe.stop();
      const cpuMs = processStats(pid).cpuMs - before;
      const mainCpuMs = mainThreadCpuMs(pid) - mainBefore;
      const latencies = Float64Array.from(result.calls[call.name] ?? []).sort();
      const errors = Object.values(result.errors).reduce((sum, n) => sum + n, 0);
      const row: StallRow = {
        name: call.name,
        answersPerSecond: latencies.length / (result.elapsedMs / 1000),
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        errors,
        cpuMsPerAnswer: cpuMs / Math.max(1, latencies.length + errors),
        mainThreadCpuMsPerAnswer: mainCpuMs / Math.max(1, latencies.length + errors),
        probe: PROBED.map((p) => p50Of(probed[p] ?? [])),
      };
      rows.push(row);
      console.log(
        `${row.name.padEnd(28)} ${row.answersPerSecond.toFixed(0).padStart(5)}/s p50 ${fmt(row.p50)} p99 ${fmt(row.p99)} ` +
          `CPU ${fmt(row.cpuMsPerAnswer)} ms (main thread ${fmt(row.mainThreadCpuMsPerAnswer)}); probe p50 ${row.probe.map(fmt).join(' / ')} ms` +
          (errors ? `; ${errors} errors: ${result.errorSamples[0] ?? ''}` : ''),
      );
    }
    const memory = processStats(pid);
    const idleP50 = PROBED.map((p) => p50Of(idle[p] ?? []));
    const lines = [
      `${CONCURRENCY} customers at once on each call for ${durationMs / 1000} s; the probe asks for ${PROBED.join(' and ')} every ${PROBE_EVERY_MS} ms (p50 on an idle server: ${idleP50.map(fmt).join(' and ')} ms). Load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}; resident ${memory.rssMiB.toFixed(0)} MiB (peak ${memory.peakRssMiB.toFixed(0)} MiB).`,
      '',
      `| call | answers/s | p50 ms | p99 ms | CPU ms/answer | of which main thread | errors | ${PROBED.map((p) => `${p} p50 ms`).join(' | ')} | ÷ idle |`,
      `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ${PROBED.map(() => '---:').join(' | ')} | ---: |`,
      ...rows.map(
        (row) =>
          `| ${row.name} | ${row.answersPerSecond.toFixed(0)} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(row.cpuMsPerAnswer)} | ${fmt(row.mainThreadCpuMsPerAnswer)} | ${row.errors} | ` +
          `${row.probe.map(fmt).join(' | ')} | ${((row.probe[0] ?? Number.NaN) / (idleP50[0] ?? Number.NaN)).toFixed(1)}× |`,
      ),
    ];
    console.log(`\n${lines.join('\n')}`);
    return lines.join('\n');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}
