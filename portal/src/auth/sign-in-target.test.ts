import { describe, expect, it } from 'vitest';
import { loginPathFor, safeSignInTarget } from './sign-in-target.js';

describe('safeSignInTarget', () => {
  it.each([
    ['/account/dashboard', '/account/dashboard'],
    ['/account/bill?tab=history', '/account/bill?tab=history'],
    [null, '/app'],
    ['', '/app'],
    ['https://evil.example/account', '/app'],
    ['//evil.example/account', '/app'],
    ['/\\evil.example', '/app'],
    ['/login?target=/account', '/app'],
    ['/auth/redirect/?code=x', '/app'],
  ])('%s -> %s', (input, expected) => {
    expect(safeSignInTarget(input)).toBe(expected);
  });

  it('keeps the target in the login address', () => {
    expect(loginPathFor('/account/dashboard?x=1')).toBe('/login?target=%2Faccount%2Fdashboard%3Fx%3D1');
  });
});
