import { z } from 'zod/mini';

/** spec 1 §3 error object, served as RFC 9457 application/problem+json. */
export const problemSchema = z.object({
  type: z.string().check(z.minLength(1)),
  title: z.optional(z.string()),
  status: z.optional(z.int()),
  detail: z.optional(z.string()),
  instance: z.optional(z.string()),
  external: z.optional(z.boolean()),
});

export type Problem = z.infer<typeof problemSchema>;

/** spec 1 §8: the error types the portal itself produces when a call fails without a usable body. */
export const clientProblemTypes = {
  default: '/error/default',
  noResponse: '/error/no_response',
  errorMissing: '/error/error_missing',
  parseError: 'error/parse_error',
} as const;
