import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type { AdmissionSettings } from '../config.js';
import { problemResponse, problems } from './problem.js';

/** What a 503 asks the caller to wait, in seconds: a queue of waiting calls drains in about that. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/**
 * Whether the client of a request has closed its connection: nobody would read the answer, so its work is skipped.
 * @hono/node-server aborts the request's signal when the connection closes while the answer is pending; a
 * connection closed before Hono saw the request shows as a destroyed socket.
 */
export function clientHasGone(c: Context): boolean {
  if (c.req.raw.signal.aborted) return true;
  const { incoming, outgoing } = (c.env as Partial<HttpBindings> | undefined) ?? {};
  return !!(incoming?.socket?.destroyed || (outgoing?.destroyed && !outgoing.writableFinished));
}

/**
 * The answer to a request whose client has gone: it never reaches anyone. 499 is the status proxies log for
 * 'client closed request', which tells these apart from answered calls in a log.
 */
export const clientGoneResponse = () => new Response(null, { status: 499 });

/**
 * A bounded queue in front of the API: at most `maxInFlight` calls run (their bearer check, rate limits and
 * handler) and the others wait, each client (`clientOf`: its address) in a line of its own; a place that frees goes
 * to the waiting client that got one longest ago, so a client that sends many calls waits behind its own, not in front
 * of another's.
 * A client with `maxWaitingPerClient` calls waiting is answered 429 at once: its flood is its own, counted before it
 * costs a query. Beyond `maxWaiting` calls waiting in all (many clients at once), a call is answered 503 with
 * Retry-After, so a burst costs the ones over the bound a quick refusal rather than everyone a slow answer. A waiting
 * call whose client closes its connection leaves its line without reaching the database.
 */
export function requestAdmission(
  { maxInFlight, maxWaiting, maxWaitingPerClient }: AdmissionSettings,
  clientOf: (c: Context) => string,
): MiddlewareHandler {
  let inFlight = 0;
  let waitingInAll = 0;
  /** Each waiting client's calls, in arrival order. */
  const lines = new Map<string, Array<(admitted: boolean) => void>>();
  /** Clients with calls running or waiting: how many run, and when one last got a place (a count, not a time). */
  const clients = new Map<string, { running: number; lastAdmitted: number }>();
  let admissions = 0;

  const admit = (client: string) => {
    const known = clients.get(client) ?? { running: 0, lastAdmitted: 0 };
    admissions += 1;
    clients.set(client, { running: known.running + 1, lastAdmitted: admissions });
  };
  /** The waiting client that got a place longest ago (never, if it has none running). */
  const nextClient = () => {
    let chosen: string | undefined;
    for (const client of lines.keys()) {
      const last = clients.get(client)?.lastAdmitted ?? 0;
      if (chosen === undefined || last < (clients.get(chosen)?.lastAdmitted ?? 0)) chosen = client;
    }
    return chosen;
  };
  const release = (finished: string) => {
    const known = clients.get(finished);
    if (known) {
      known.running -= 1;
      if (known.running === 0 && !lines.has(finished)) clients.delete(finished);
    }
    const client = nextClient();
    const line = client === undefined ? undefined : lines.get(client);
    const turn = line?.shift();
    if (client === undefined || !line || !turn) {
      inFlight -= 1;
      return;
    }
    if (line.length === 0) lines.delete(client);
    waitingInAll -= 1;
    admit(client);
    turn(true);
  };
  const waitForTurn = (client: string, signal: AbortSignal) =>
    new Promise<boolean>((resolve) => {
      const turn = (admitted: boolean) => {
        signal.removeEventListener('abort', leave);
        resolve(admitted);
      };
      const leave = () => {
        const line = lines.get(client) ?? [];
        const index = line.indexOf(turn);
        if (index >= 0) {
          line.splice(index, 1);
          waitingInAll -= 1;
          if (line.length === 0) lines.delete(client);
          if (line.length === 0 && !clients.get(client)?.running) clients.delete(client);
        }
        turn(false);
      };
      const line = lines.get(client) ?? [];
      line.push(turn);
      lines.set(client, line);
      waitingInAll += 1;
      signal.addEventListener('abort', leave, { once: true });
    });

  return async (c, next) => {
    if (clientHasGone(c)) return clientGoneResponse();
    const client = clientOf(c);
    if (inFlight < maxInFlight) {
      inFlight += 1;
      admit(client);
    } else if ((lines.get(client)?.length ?? 0) >= maxWaitingPerClient) {
      return problemResponse(problems.tooManyRequests(SHED_RETRY_AFTER_SECONDS));
    } else if (waitingInAll >= maxWaiting) {
      return problemResponse(problems.serviceUnavailable(SHED_RETRY_AFTER_SECONDS));
    } else if (!(await waitForTurn(client, c.req.raw.signal))) {
      return clientGoneResponse();
    }
    // A streamed answer keeps its place until its body ends (define-route.ts): its work runs while it is read.
    let heldUntilSent = false;
    try {
      // The client may have closed its connection while the call waited.
      if (clientHasGone(c)) return clientGoneResponse();
      await next();
      const sent = c.get('streamDone') as Promise<void> | undefined;
      if (sent) {
        heldUntilSent = true;
        void sent.finally(() => release(client));
      }
    } finally {
      if (!heldUntilSent) release(client);
    }
  };
}
