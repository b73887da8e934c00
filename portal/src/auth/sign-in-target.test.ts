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
