import {
  declaredStatuses,
  findInputIssue,
  hasBody,
  queryFieldsOf,
  type CallSchema,
  type RequestOf,
  type ResponseOf,
} from '@harakeke/contract';
import type { Context, Hono } from 'hono';
import { en } from 'zod/locales';
import { config } from 'zod/mini';
import type { ApiEnv, ApiServices } from './api-context.js';
import { HttpProblem, problems } from './problem.js';
import { clientGoneResponse, clientHasGone } from './request-admission.js';
import type { FileAnswer } from './file-answer.js';
import { negotiateEncoding } from './compression.js';
import { untilDone } from './streamed-answer.js';

/** What a route's handler gets: the validated input, the services, and the signed-in customer on a customer call. */
export interface CallContext<C extends CallSchema> extends ApiServices {
  c: Context<ApiEnv>;
  input: RequestOf<C>;
  /** The signed-in customer; only ever set for 'customer' calls. */
  customerId: C['auth'] extends 'customer' ? string : undefined;
}

// The contract is written with zod/mini, which loads no locale: without one every issue reads 'Invalid input'. Issues
// become the detail of a 400 problem here, so the server sets zod's English messages once, as every route module
// imports this one; the portal's bundle does not carry them.
config(en());

function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

/**
 * A call's input: its query and path parameters, and for POST and PUT its JSON body. Some calls of the spec take a
 * query on a POST (`/private/tags?tagName=`, `/private/events/…?track=`), so both are read for every method.
 */
async function readInput(c: Context<ApiEnv>, call: CallSchema): Promise<unknown> {
  const query = c.req.query();
  if (!hasBody(call)) return { ...query, ...c.req.param() };
  // A body call reads its body, its path and only the query fields it declares: a query parameter never stands in
  // for, or overrides, a body field.
  const declared = queryFieldsOf(call);
  const unknown = Object.keys(query).find((name) => !declared.includes(name));
  if (unknown !== undefined) throw problems.badRequest(`${unknown}: this call takes no such query parameter.`);
  const fromUrl = { ...query, ...c.req.param() };
  const text = await c.req.text();
  if (!text) return fromUrl;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw problems.badRequest('The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw problems.badRequest('The request body must be a JSON object.');
  }
  const fromBody = Object.fromEntries(Object.entries(body).filter(([name]) => !declared.includes(name)));
  return { ...fromBody, ...fromUrl };
}

/** The contract writes path parameters as `{name}` (OpenAPI's form); Hono as `:name`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Validates a call's request: what every route does first, after requireCustomer has found the customer of a customer
 * call. Undefined when the client has gone: its handler is not run, as nobody would read the answer.
 */
async function validatedCall<C extends CallSchema>(c: Context<ApiEnv>, call: C): Promise<CallContext<C> | undefined> {
  if (clientHasGone(c)) return undefined;
  const customerId = c.get('customerId');
  // Only reached without a customer when a customer call's path is outside /private/: the contract has none.
  if (call.auth === 'customer' && !customerId) throw problems.unauthorized();
  const input = await readInput(c, call);
  // What no call accepts, whatever its schema (control characters, deep nesting), is refused before parsing.
  const issue = findInputIssue(input);
  if (issue) throw problems.badRequest(`${issue.path}: ${issue.message}`);
  const parsed = call.request.safeParse(input);
  if (!parsed.success) throw problems.badRequest(describeIssues(parsed.error.issues));
  if (clientHasGone(c)) return undefined;
  return {
    c,
    input: parsed.data,
    customerId: call.auth === 'customer' ? customerId : undefined,
    db: c.get('db'),
    clock: c.get('clock'),
    log: c.get('log'),
    brand: c.get('brand'),
    limits: c.get('limits'),
  } as CallContext<C>;
}

const routeMethod = (call: CallSchema) => call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';

/**
 * Whether an answer's status must be one its call declares. On under Vitest, so that every test that reaches a route
 * proves the contract documents what the route answers (the OpenAPI document is generated from the same list); a
 * production server answers what its handler chose rather than a 500.
 */
const checksDeclaredStatuses = process.env.VITEST === 'true';

/** Runs a handler; under test, a problem with a status its call does not declare becomes a logged 500. */
async function answerOf<C extends CallSchema, T>(c: Context<ApiEnv>, call: C, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (checksDeclaredStatuses && error instanceof HttpProblem && !declaredStatuses(call).includes(error.status)) {
      c.get('log').error(`${call.method} ${call.path} answered ${error.status}, a status its call does not declare.`);
      throw problems.internal();
    }
    throw error;
  }
}

/**
 * Mounts one contract call on an area's sub-app (mounted at the API base): validates the request against the call's
 * schema, and checks the answer against it too, so the server cannot drift from the contract.
 */
export function defineRoute<C extends CallSchema>(
  app: Hono<ApiEnv>,
  call: C,
  handler: (ctx: CallContext<C>) => Promise<ResponseOf<C>>,
): void {
  app[routeMethod(call)](honoPath(call.path), async (c) => {
    const validated = await validatedCall(c, call);
    if (!validated) return clientGoneResponse();
    const result = await answerOf(c, call, () => handler(validated));
    const checked = call.response.safeParse(result);
    if (!checked.success) {
      c.get('log').error(
        `${call.method} ${call.path} answered outside its contract: ${describeIssues(checked.error.issues)}`,
      );
      throw problems.internal();
    }
    return c.json(checked.data, 200, { 'Cache-Control': 'no-store' });
  });
}

export type { FileAnswer };

/** RFC 6266: an ASCII fallback name and the exact UTF-8 one, so 'Kōwhai' survives in browsers that read it. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Mounts a contract call whose answer is a file (`call.file`), named by Content-Disposition (spec 1 §7). */
export function defineFileRoute<C extends CallSchema>(
  app: Hono<ApiEnv>,
  call: C,
  handler: (ctx: CallContext<C>) => Promise<FileAnswer>,
): void {
  const contentType = call.file?.contentType;
  if (!contentType) throw new Error(`${call.method} ${call.path} does not answer a file.`);
  app[routeMethod(call)](honoPath(call.path), async (c) => {
    const validated = await validatedCall(c, call);
    if (!validated) return clientGoneResponse();
    const { body, fileName } = await answerOf(c, call, () => handler(validated));
    const headers = {
      'Content-Type': contentType,
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': 'no-store',
    };
    if (!(body instanceof ReadableStream))
      return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, headers);
    // A file written as it is sent: gzip as it goes where the client takes it (the server's compression reads a whole
    // body first, which would hold the file back until its end), and its place in the queue kept until it ends.
    const gzip = negotiateEncoding(c.req.header('Accept-Encoding'), ['gzip']) === 'gzip';
    let sent = () => {};
    c.set('streamDone', new Promise<void>((resolve) => (sent = resolve)));
    const stream = untilDone(body, () => sent());
    return c.body(gzip ? stream.pipeThrough(new CompressionStream('gzip')) : stream, 200, {
      ...headers,
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
  });
}
