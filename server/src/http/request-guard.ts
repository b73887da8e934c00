import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE, hasControlCharacter } from '@harakeke/contract';
import { bodyLimit } from 'hono/body-limit';
import { problemResponse, problems, type HttpProblem } from './problem.js';

/** The largest JSON body an API call accepts: no call's body comes near it (the home profile is the largest). */
export const MAX_API_BODY_BYTES = 64 * 1024;

/**
 * An oversized body up to this size is read and thrown away before the 413 is sent: a client still writing its body
 * when the server answers and closes sees a reset connection, not the answer. Larger ones are cut off.
 */
const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;

const tooLarge = () => problems.payloadTooLarge(`The request body must be at most ${MAX_API_BODY_BYTES / 1024} kB.`);

/** Decodes a request target for inspection; a malformed escape is inspected as written. */
function decodedTarget(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** Writes a problem on the raw Node response, for what is refused before Hono or oidc-provider sees it. */
async function sendProblem(res: ServerResponse, problem: HttpProblem, headers: Record<string, string> = {}) {
  const answer = problemResponse(problem);
  res.writeHead(answer.status, { ...Object.fromEntries(answer.headers), ...headers });
  res.end(await answer.text());
}

/**
 * Answers what no route may read, on the raw Node request (true when answered):
 * - a path or query holding a control character once decoded (`/tips/%00`): no address of the API, the sign-in
 *   pages or the card page holds one, and PostgreSQL cannot store U+0000;
 * - an API body whose declared length is over MAX_API_BODY_BYTES (a chunked one meets `apiBodyLimit` instead).
 */
export function answerRefusedRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  if (hasControlCharacter(decodedTarget(url))) {
    void sendProblem(res, problems.badRequest('The address must not contain control characters.'));
    req.resume();
    return true;
  }
  const length = Number(req.headers['content-length']);
  if (!url.startsWith(`${API_BASE}/`) || !(length > MAX_API_BODY_BYTES)) return false;
  if (length > DRAIN_LIMIT_BYTES) {
    void sendProblem(res, tooLarge(), { Connection: 'close' });
    return true;
  }
  req.on('end', () => void sendProblem(res, tooLarge()));
  req.resume();
  return true;
}

/** A chunked API body (no declared length) is refused with a 413 problem once it passes MAX_API_BODY_BYTES. */
export const apiBodyLimit = bodyLimit({
  maxSize: MAX_API_BODY_BYTES,
  onError: () => problemResponse(tooLarge()),
});
