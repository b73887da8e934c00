import type { ApiServices } from '../src/http/api-context.js';

/** Limits that allow everything, for tests that mount routes without a server's rate limits. */
export const noLimits: ApiServices['limits'] = {
  countMail: () => Promise.resolve({ allowed: true }),
  attemptSignIn: () =>
    Promise.resolve({
      verdict: { allowed: true },
      failed: () => Promise.resolve({ allowed: true }),
      succeeded: () => Promise.resolve(),
    }),
};
