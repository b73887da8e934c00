import type { Hono } from 'hono';
import { HttpProblem, problemResponse, problems } from './problem.js';

/** Every unknown path and every failure answers problem+json; a stack trace never leaves the server. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono app, whatever its bindings
export function installProblemHandlers(app: Hono<any>): void {
  app.notFound((c) => problemResponse(problems.notFound(), new URL(c.req.url).pathname));
  app.onError((error, c) => {
    const path = new URL(c.req.url).pathname;
    if (error instanceof HttpProblem) return problemResponse(error, path);
    // The message only: a stack can quote request data.
    console.error(`${c.req.method} ${path} failed: ${error.message}`);
    return problemResponse(problems.internal(), path);
  });
}
