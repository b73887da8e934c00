import { problemContentType, type Problem } from '@harakeke/contract';

/** An error the server answers with as application/problem+json (spec 1 §3 error object). */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly title: string,
    readonly detail?: string,
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
    };
  }
}

export const problems = {
  badRequest: (detail: string) => new HttpProblem(400, '/error/bad_request', 'Bad request', detail),
  // spec 1 §8: the marker code of an unauthorised call.
  unauthorized: (detail = 'Sign in to continue.') =>
    new HttpProblem(401, '/error/unauthorized', 'UNAUTHORIZED', detail),
  notFound: (detail = 'There is nothing at this address.') =>
    new HttpProblem(404, '/error/not_found', 'Not found', detail),
  conflict: (detail: string) => new HttpProblem(409, '/error/conflict', 'Conflict', detail),
  internal: () =>
    new HttpProblem(500, '/error/default', 'Something went wrong', 'An unexpected error occurred. Please try again.'),
};

export function problemResponse(problem: HttpProblem, instance?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': problemContentType, 'Cache-Control': 'no-store' };
  // RFC 6750: a 401 names the scheme the caller should use.
  if (problem.status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return new Response(JSON.stringify(problem.toProblem(instance)), { status: problem.status, headers });
}
