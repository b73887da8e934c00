import { describe, expect, it } from 'vitest';
import { signInReturnCases } from './sign-in-rules.cases.js';
import { signInErrorCodes, signInReturnErrorOf } from './sign-in-rules.js';

describe('spec 1 §8 identity provider codes on a sign-in’s return', () => {
  it.each(signInReturnCases)('$name', ({ errorDescription, reads }) => {
    expect(signInReturnErrorOf(errorDescription)).toBe(reads);
  });

  it('has a return the identity provider sends for each code', () => {
    const sent = signInReturnCases.filter((rule) => rule.sentBy !== undefined);
    for (const code of Object.values(signInErrorCodes)) {
      expect(sent.some((rule) => rule.errorDescription.startsWith(`${code}: `))).toBe(true);
    }
  });
});
