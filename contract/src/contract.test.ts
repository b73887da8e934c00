import { describe, expect, it } from 'vitest';
import { calls, getBillingAccounts, problemSchema } from './index.js';

describe('contract', () => {
  it('names every call by a unique method and path', () => {
    const keys = Object.values(calls).map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('rejects an accounts answer without a contact', () => {
    const result = getBillingAccounts.response.safeParse({ billingAccounts: [] });
    expect(result.success).toBe(false);
  });

  it('requires a type on every problem', () => {
    expect(problemSchema.safeParse({ title: 'x' }).success).toBe(false);
    expect(problemSchema.safeParse({ type: '/error/default', status: 500 }).success).toBe(true);
  });
});
