import { describe, expect, it } from 'vitest';
import { billingEmailError } from './rules.js';

describe('billingEmailError (spec 1 §5)', () => {
  it.each([
    ['bills@example.nz', undefined],
    [' Bills@Example.CO.NZ ', undefined],
    ['', 'Please enter a valid email address'],
    ['bills', 'Please enter a valid email address'],
    ['bills@example', 'Please enter a valid email address'],
    ['bills@example.n', 'Please enter a valid email address'],
    ['bi lls@example.nz', 'Please enter a valid email address'],
  ])('%j: %s', (value, message) => {
    expect(billingEmailError(value)).toBe(message);
  });
});
