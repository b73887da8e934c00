import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call: everything the portal and the server must agree on. */
export interface CallSchema<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Auth extends 'public' | 'customer' = 'public' | 'customer',
> {
  method: Method;
  /** Path under the versioned base, e.g. `/public/outage`. */
  path: Path;
  /** Whether the call needs a signed-in customer's bearer token. */
  auth: Auth;
  /** Body (POST/PUT) or query (GET) schema. */
  request: Request;
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
  Request extends z.ZodType,
  Response extends z.ZodType,
  Auth extends 'public' | 'customer',
>(call: CallSchema<Method, Path, Request, Response, Auth>): CallSchema<Method, Path, Request, Response, Auth> {
  return call;
}

export type ResponseOf<C extends CallSchema> = z.infer<C['response']>;
export type RequestOf<C extends CallSchema> = z.infer<C['request']>;
