import { problemContentType, type Problem, type ProblemFieldError } from '@harakeke/contract';

/** An error the server answers with as application/problem+json (spec 1 §3 error object). */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly title: string,
    readonly detail?: string,
    /** Seconds the caller should wait before trying again, sent as Retry-After (a 429 or 503). */
    readonly retryAfterSeconds?: number,
    /** Each bad field of a form and its message, sent as the problem's `errors` (a 400 for a form). */
    readonly fieldErrors?: readonly ProblemFieldError[],
  ) {
    super(title);
  }

  toProblem(instance?: string): Problem {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      ...(this.detail ? { detail: this.detail } : {}),
      ...(instance ? { instance } : {}),
      ...(this.fieldErrors ? { errors: [...this.fieldErrors] } : {}),
    };
  }
}

export const problems = {
  badRequest: (detail: string) => new HttpProblem(400, '/error/bad_request', 'Bad request', detail),
  /** A 400 naming each bad field of a form: one 'field: message' line each in the detail, and the same as `errors`. */
  invalidFields: (fieldErrors: readonly ProblemFieldError[]) =>
    new HttpProblem(
      400,
      '/error/bad_request',
      'Bad request',
      fieldErrors.map(({ field, detail }) => `${field}: ${detail}`).join('; '),
      undefined,
      fieldErrors,
    ),
  // spec 1 §8: the marker code of an unauthorised call.
  unauthorized: (detail = 'Sign in to continue.') =>
    new HttpProblem(401, '/error/unauthorized', 'UNAUTHORIZED', detail),
  notFound: (detail = 'There is nothing at this address.') =>
    new HttpProblem(404, '/error/not_found', 'Not found', detail),
  conflict: (detail: string) => new HttpProblem(409, '/error/conflict', 'Conflict', detail),
  payloadTooLarge: (detail: string) => new HttpProblem(413, '/error/payload_too_large', 'Payload too large', detail),
  tooManyRequests: (retryAfterSeconds: number) =>
    new HttpProblem(
      429,
      '/error/too_many_requests',
      'Too many requests',
      `Too many requests in a short time. Try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
      retryAfterSeconds,
    ),
  // Answered before a call runs when too many are already waiting (request-admission.ts).
  serviceUnavailable: (retryAfterSeconds: number) =>
    new HttpProblem(
      503,
      '/error/service_unavailable',
      'Service unavailable',
      `The server is busy. Try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
      retryAfterSeconds,
    ),
  internal: () =>
    new HttpProblem(500, '/error/default', 'Something went wrong', 'An unexpected error occurred. Please try again.'),
};

export function problemResponse(problem: HttpProblem, instance?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': problemContentType, 'Cache-Control': 'no-store' };
  // RFC 6750: a 401 names the scheme the caller should use.
  if (problem.status === 401) headers['WWW-Authenticate'] = 'Bearer';
  if (problem.retryAfterSeconds !== undefined) headers['Retry-After'] = String(problem.retryAfterSeconds);
  return new Response(JSON.stringify(problem.toProblem(instance)), { status: problem.status, headers });
}
