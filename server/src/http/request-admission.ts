import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { problemResponse, problems } from './problem.js';

/** How many API calls run at once, and how many may wait for a turn, before the server answers 503. */
export interface AdmissionSettings {
  /** API calls whose handlers run at once; the others wait their turn in arrival order. */
  maxInFlight: number;
  /** API calls waiting for a turn; one more is answered 503 at once. */
  maxWaiting: number;
}

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
 * handler), at most `maxWaiting` wait, and beyond that a call is answered 503 with Retry-After at once, so a burst
 * costs the ones over the bound a quick refusal rather than everyone a slow answer. A waiting call whose client
 * closes its connection leaves the queue without reaching the database.
 */
export function requestAdmission({ maxInFlight, maxWaiting }: AdmissionSettings): MiddlewareHandler {
  let inFlight = 0;
  /** Each waiting call's turn: called with true when a running call hands it its place. */
  const waiting: Array<(admitted: boolean) => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next(true);
    else inFlight -= 1;
  };
  const waitForTurn = (signal: AbortSignal) =>
    new Promise<boolean>((resolve) => {
      const turn = (admitted: boolean) => {
        signal.removeEventListener('abort', leave);
        resolve(admitted);
      };
      const leave = () => {
        const index = waiting.indexOf(turn);
        if (index >= 0) waiting.splice(index, 1);
        turn(false);
      };
      waiting.push(turn);
      signal.addEventListener('abort', leave, { once: true });
    });

  return async (c, next) => {
    if (clientHasGone(c)) return clientGoneResponse();
    if (inFlight < maxInFlight) inFlight += 1;
    else if (waiting.length >= maxWaiting)
      return problemResponse(problems.serviceUnavailable(SHED_RETRY_AFTER_SECONDS));
    else if (!(await waitForTurn(c.req.raw.signal))) return clientGoneResponse();
    try {
      // The client may have closed its connection while the call waited.
      if (clientHasGone(c)) return clientGoneResponse();
      await next();
    } finally {
      release();
    }
  };
}
