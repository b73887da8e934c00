import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call: everything the portal and the server must agree on. */
export interface CallSchema<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Request extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
  Auth extends 'public' | 'customer' = 'public' | 'customer',
> {
  method: Method;
  /** Path under the versioned base, e.g. `/public/outage`. */
  path: Path;
  /** Whether the call needs a signed-in customer's bearer token. */
  auth: Auth;
  /** Body (POST/PUT) or query (GET, DELETE) schema, with the path's `{name}` parameters. */
  request: Request;
  /**
   * Fields of a POST or PUT call's request that travel in its query string, as the spec writes them
   * (`POST /private/tags?tagName={tag}`); the rest of a body call's request is its JSON body. Any other query
   * parameter on a body call is refused.
   */
  query?: readonly string[];
  /** Success body schema. */
  response: Response;
  /** HTTP statuses the call documents besides success; each answers a problem+json body. */
  errors: readonly number[];
  /** One line a reader of the OpenAPI document sees. */
  summary: string;
  /**
   * Set when the answer is a file rather than JSON: its media type. The file's name comes in the
   * Content-Disposition header (spec 1 §7), and `response` describes nothing the portal parses.
   */
  file?: { contentType: string };
}

export function defineCall<
  Method extends HttpMethod,
  Path extends string,
  Request extends z.ZodMiniType,
  Response extends z.ZodMiniType,
  Auth extends 'public' | 'customer',
>(call: CallSchema<Method, Path, Request, Response, Auth>): CallSchema<Method, Path, Request, Response, Auth> {
  return call;
}

export type ResponseOf<C extends CallSchema> = z.infer<C['response']>;
export type RequestOf<C extends CallSchema> = z.infer<C['request']>;

/** Whether the call sends a JSON body (POST, PUT) rather than only its address. */
export const hasBody = (call: CallSchema) => call.method === 'POST' || call.method === 'PUT';

/** The request fields a body call carries in its query string (CallSchema.query); none for other calls. */
export const queryFieldsOf = (call: CallSchema): readonly string[] => (hasBody(call) ? (call.query ?? []) : []);

/** Whether a call's path carries parameters (`/private/tips/{guid}`), which may name nothing the caller may see. */
const hasPathParameters = (call: CallSchema) => /\{\w+\}/.test(call.path);

/**
 * Every status a call can answer besides success: the ones it documents, and the ones every call of its kind answers
 * by construction, whatever its handler does: 400 for input its schema refuses (or a body that is not JSON), 401
 * without a valid token on a customer call, 404 for path parameters that name nothing of the caller's, 413 for a
 * body over the size limit, 429 when a rate limit is reached, and 503 when too many calls are already waiting.
 */
export function declaredStatuses(call: CallSchema): number[] {
  const statuses = new Set<number>([...call.errors, 400, 429, 503]);
  if (call.auth === 'customer') statuses.add(401);
  if (hasPathParameters(call)) statuses.add(404);
  if (call.method === 'POST' || call.method === 'PUT') statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}
