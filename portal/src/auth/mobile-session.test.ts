import { beforeEach, describe, expect, it } from 'vitest';
import { startMobileSessionFromUrl } from './mobile-session.js';
import { tokenStore } from './token-store.js';

beforeEach(() => {
  tokenStore.set(null);
  window.history.replaceState(null, '', '/');
});

const params = encodeURIComponent(JSON.stringify({ locationId: 'L-77', billingAccountNumber: '1001234567' }));

describe('the mobile embed’s session', () => {
  it('starts from the marker, token and params, and takes the token out of the address', () => {
    window.history.replaceState(null, '', `/account/dashboard?mobile=true&token=app-token&params=${params}&tab=1`);
    expect(startMobileSessionFromUrl()).toBe(true);
    expect(tokenStore.get()).toMatchObject({
      accessToken: 'app-token',
      refreshToken: null,
      mobile: { locationId: 'L-77', billingAccountNumber: '1001234567' },
    });
    expect(window.location.pathname + window.location.search).toBe('/account/dashboard?tab=1');
  });

  it('starts nothing without the marker, or with it but no token or params', () => {
    window.history.replaceState(null, '', '/account/dashboard?token=x');
    expect(startMobileSessionFromUrl()).toBe(false);
    window.history.replaceState(null, '', '/?mobile=true&token=only-a-token');
    expect(startMobileSessionFromUrl()).toBe(false);
    expect(tokenStore.get()).toBeNull();
    // Even an unusable token does not stay in the address.
    expect(window.location.search).toBe('');
  });
});
