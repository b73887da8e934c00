import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { calls, getBillingAccounts, hasBody, problemSchema, queryFieldsOf, setTag } from './index.js';

describe('contract', () => {
  it('names every call by a unique method and path', () => {
    const keys = Object.values(calls).map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares query fields only on body calls, each a field of the request', () => {
    for (const call of Object.values(calls)) {
      if (!call.query) continue;
      expect(hasBody(call), `${call.method} ${call.path}`).toBe(true);
      const fields = Object.keys((z.toJSONSchema(call.request, { io: 'input' }).properties ?? {}) as object);
      for (const name of call.query) expect(fields, `${call.path}?${name}`).toContain(name);
    }
    expect(queryFieldsOf(setTag)).toEqual(['tagName']);
    expect(queryFieldsOf(getBillingAccounts)).toEqual([]);
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
