import { z } from 'zod';

/** spec 1 §3 error object, served as RFC 9457 application/problem+json. */
export const problemSchema = z.object({
  type: z.string().min(1),
  title: z.string().optional(),
  status: z.number().int().optional(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  external: z.boolean().optional(),
});

export type Problem = z.infer<typeof problemSchema>;

/** spec 1 §8: the error types the portal itself produces when a call fails without a usable body. */
export const clientProblemTypes = {
  default: '/error/default',
  noResponse: '/error/no_response',
  errorMissing: '/error/error_missing',
  parseError: 'error/parse_error',
} as const;
