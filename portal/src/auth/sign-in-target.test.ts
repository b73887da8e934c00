import { describe, expect, it } from 'vitest';
import { loginPathFor, safeSignInTarget, signedInDestination } from './sign-in-target.js';

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
    // Another site once the redirects or the browser have read it.
    ['/app//evil.example', '/app'],
    ['/app//evil.example/account', '/app'],
    ['/\t/evil.example', '/app'],
    ['/app/\t/evil.example', '/app'],
    ['/\n/evil.example', '/app'],
    ['/account/\u0000', '/app'],
    ['/app/account/bill?tab=history', '/app/account/bill?tab=history'],
  ])('%s -> %s', (input, expected) => {
    expect(safeSignInTarget(input)).toBe(expected);
  });

  it('keeps the target in the login address', () => {
    expect(loginPathFor('/account/dashboard?x=1')).toBe('/login?target=%2Faccount%2Fdashboard%3Fx%3D1');
  });
});

describe('signedInDestination', () => {
  it.each([
    ['/app', '/account'],
    ['/app/account/bill?x=1', '/account/bill?x=1'],
    ['/?from=email', '/account?from=email'],
    ['/account/usage', '/account/usage'],
    ['/application', '/application'],
  ])('sends %s straight to %s', (target, destination) => {
    expect(signedInDestination(target)).toBe(destination);
  });
});
