// The load generator of `npm run bench -w server`, run in a worker thread so its own work (undici, timing) does not
// share the event loop of the server it measures. It imports nothing from the server: the main thread sends it the
// origin, the tokens and the calls to make.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

/** One call of the dashboard's start-up. */
export interface StartupCall {
  /** Short name for the tables, e.g. `tabs`. */
  name: string;
  /** Path and query under the origin, e.g. `/api/v1/private/tabs`. */
  path: string;
  /** Whether the portal sends the bearer token with it (customer calls). */
  bearer: boolean;
  /** POST calls carry a JSON body (the bill period call, spec 2 §7); GET when absent. */
  body?: unknown;
}

export interface LoadJob {
  origin: string;
  /** One access token per virtual customer (a separate sign-in each); the customer count is their number. */
  tokens: string[];
  /** The start-up as the portal makes it: the waves in order, the calls of a wave in parallel. */
  waves: StartupCall[][];
  /** The headers of every call (spec 1 §7: brand, no-cache; the device id is added per virtual customer). */
  headers: Record<string, string>;
  deviceHeader: string;
  durationMs: number;
  /**
   * Open loop: start a visit (the waves once) this many times a second, on schedule whether or not earlier ones have
   * answered, each with the next token in turn; latency counts from the scheduled start, so a queue shows in it.
   * Absent: closed loop, one virtual customer per token, visit after visit with no think time.
   */
  arrivalsPerSecond?: number;
}

export interface LoadResult {
  /** Latency in ms of every successful request, by call name. */
  calls: Record<string, number[]>;
  /**
   * Latency in ms of every start-up (visit) whose calls all succeeded (both waves, end to end); in the open loop,
   * from the visit's scheduled start.
   */
  startups: number[];
  /** Failed requests (non-200 answers or network errors) by call name. */
  errors: Record<string, number>;
  /** The first few failures, to print. */
  errorSamples: string[];
  /** From the first request to the last answer. */
  elapsedMs: number;
  /** Share of the worker's time its event loop was busy: near 1 would mean the generator itself is the limit. */
  eventLoopUtilization: number;
}

async function timedCall(job: LoadJob, call: StartupCall, headers: Record<string, string>, result: LoadResult) {
  const started = performance.now();
  try {
    const sent = call.bearer ? headers : withoutBearer(headers);
    const response = await fetch(
      `${job.origin}${call.path}`,
      call.body === undefined
        ? { headers: sent }
        : {
            method: 'POST',
            headers: { ...sent, 'Content-Type': 'application/json' },
            body: JSON.stringify(call.body),
          },
    );
    await response.arrayBuffer(); // read the whole body: the latency a caller sees
    const ms = performance.now() - started;
    if (response.status === 200) {
      result.calls[call.name]?.push(ms);
      return true;
    }
    fail(result, call.name, `${call.name}: HTTP ${response.status}`);
  } catch (error) {
    fail(result, call.name, `${call.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return false;
}

function withoutBearer(headers: Record<string, string>): Record<string, string> {
  const { Authorization: _bearer, ...rest } = headers;
  return rest;
}

function fail(result: LoadResult, name: string, message: string) {
  result.errors[name] = (result.errors[name] ?? 0) + 1;
  if (result.errorSamples.length < 5) result.errorSamples.push(message);
}

/** One virtual customer: start-up after start-up, as fast as the answers come, until the time is up. */
async function virtualCustomer(job: LoadJob, token: string, endsAt: number, result: LoadResult) {
  const headers = { ...job.headers, [job.deviceHeader]: randomUUID(), Authorization: `Bearer ${token}` };
  while (performance.now() < endsAt) {
    const started = performance.now();
    if (await visit(job, headers, result)) result.startups.push(performance.now() - started);
  }
}

/** One visit: the waves in order, the calls of a wave at once; true when every call answered 200. */
async function visit(job: LoadJob, headers: Record<string, string>, result: LoadResult): Promise<boolean> {
  let ok = true;
  for (const wave of job.waves) {
    const answers = await Promise.all(wave.map((call) => timedCall(job, call, headers, result)));
    ok &&= answers.every(Boolean);
  }
  return ok;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Visits at a fixed arrival rate (open loop), whatever the answers' pace, till the time is up; then waits for all. */
async function openLoop(job: LoadJob, arrivalsPerSecond: number, started: number, result: LoadResult) {
  const customers = job.tokens.map((token) => ({
    ...job.headers,
    [job.deviceHeader]: randomUUID(),
    Authorization: `Bearer ${token}`,
  }));
  const inFlight: Promise<void>[] = [];
  for (let i = 0; ; i += 1) {
    const due = started + (i * 1000) / arrivalsPerSecond;
    if (due >= started + job.durationMs) break;
    await sleep(due - performance.now());
    const headers = customers[i % customers.length] ?? job.headers;
    inFlight.push(
      visit(job, headers, result).then((ok) => {
        if (ok) result.startups.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(inFlight);
}

async function run(job: LoadJob): Promise<LoadResult> {
  const result: LoadResult = {
    calls: Object.fromEntries(job.waves.flat().map((call) => [call.name, []])),
    startups: [],
    errors: {},
    errorSamples: [],
    elapsedMs: 0,
    eventLoopUtilization: 0,
  };
  const elu = performance.eventLoopUtilization();
  const started = performance.now();
  if (job.arrivalsPerSecond) await openLoop(job, job.arrivalsPerSecond, started, result);
  else await Promise.all(job.tokens.map((token) => virtualCustomer(job, token, started + job.durationMs, result)));
  result.elapsedMs = performance.now() - started;
  result.eventLoopUtilization = performance.eventLoopUtilization(elu).utilization;
  return result;
}

if (parentPort) {
  const port = parentPort;
  run(workerData as LoadJob).then(
    (result) => port.postMessage(result),
    (error: unknown) => {
      throw error;
    },
  );
}
