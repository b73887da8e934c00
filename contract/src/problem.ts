import { z } from 'zod/mini';

/**
 * One bad field of a refused form: its name and its message, shown on that field (spec 1 §5 direct debit, spec 2 §8
 * meter reads).
 */
export const problemFieldErrorSchema = z.object({ field: z.string(), detail: z.string() });

/**
 * spec 1 §3 error object, served as RFC 9457 application/problem+json. `errors` is an RFC 9457 extension member: on a
 * 400 for a form, each bad field with its message; the same lines are in `detail` as 'field: message' for a reader.
 */
export const problemSchema = z.object({
  type: z.string().check(z.minLength(1)),
  title: z.optional(z.string()),
  status: z.optional(z.int()),
  detail: z.optional(z.string()),
  instance: z.optional(z.string()),
  external: z.optional(z.boolean()),
  errors: z.optional(z.array(problemFieldErrorSchema)),
});

export type Problem = z.infer<typeof problemSchema>;
export type ProblemFieldError = z.infer<typeof problemFieldErrorSchema>;

/** spec 1 §8: the error types the portal itself produces when a call fails without a usable body. */
export const clientProblemTypes = {
  default: '/error/default',
  noResponse: '/error/no_response',
  errorMissing: '/error/error_missing',
  parseError: 'error/parse_error',
} as const;

/**
 * spec 1 §5 (spec 2 §8): the retired support line, which the back end still writes into some problem details. The
 * portal shows its current line in its place (portal/src/api/problems.ts), so the server writes exactly this text.
 */
export const RETIRED_SUPPORT_NUMBER = '0800 300 400';
