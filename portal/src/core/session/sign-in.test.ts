import { brands } from '@harakeke/themes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test-support/fetch.js';
import { buildAuthorizeUrl, completeSignIn } from './sign-in.js';
import { tokenStore } from '../../auth/token-store.js';

const brand = brands.fernlight;
const tokens = { access_token: 'at-1', refresh_token: 'rt-1', expires_in: 900, token_type: 'Bearer' };

async function startAndReadState(target = '/account/dashboard') {
  const url = new URL(await buildAuthorizeUrl(brand, { target }), 'http://localhost');
  return { url, state: url.searchParams.get('state') ?? '' };
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.set(null);
});

describe('buildAuthorizeUrl', () => {
  it('sends every parameter spec 1 §4 lists', async () => {
    const { url } = await startAndReadState();
    expect(url.pathname).toBe('/idp/auth');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      p: 'normal',
      client_id: 'fernlight-portal',
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/auth/redirect/',
      scope: 'openid profile email offline_access',
      platform: 'Web',
      code_challenge_method: 'S256',
    });
    expect(params.device_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
  });
});

describe('completeSignIn', () => {
  it('exchanges the code with the verifier and keeps the tokens', async () => {
    const requests = stubFetch(() => json(tokens));
    const { state } = await startAndReadState('/account/bill');
    const result = await completeSignIn(brand, `?code=abc&state=${state}`, 1_000);
    expect(result).toEqual({ ok: true, target: '/account/bill' });
    const form = new URLSearchParams(requests[0]?.body);
    expect(requests[0]?.url).toBe('/idp/token');
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code')).toBe('abc');
    expect(form.get('code_verifier')).toMatch(/^[\w-]{64}$/);
    expect(tokenStore.get()).toMatchObject({ accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: 901_000 });
  });

  it('returns to the dashboard from a target that would leave the portal, however it got in', async () => {
    stubFetch(() => json(tokens));
    const crafted = await startAndReadState('/app//evil.example');
    expect(await completeSignIn(brand, `?code=abc&state=${crafted.state}`, 1_000)).toEqual({
      ok: true,
      target: '/app',
    });
    // Changed in the tab's storage after the sign-in began.
    const { state } = await startAndReadState('/account/bill');
    const key = Object.keys(sessionStorage).find((name) => name.includes('pendingSignIn')) ?? '';
    const pending = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem(key, JSON.stringify({ ...pending, target: '/app/\t/evil.example' }));
    expect(await completeSignIn(brand, `?code=abc&state=${state}`, 1_000)).toEqual({ ok: true, target: '/app' });
  });

  it('refuses a state it did not send, without calling the token endpoint', async () => {
    const requests = stubFetch(() => json(tokens));
    await startAndReadState();
    const result = await completeSignIn(brand, '?code=abc&state=forged');
    expect(result).toMatchObject({ ok: false, reason: 'state-mismatch' });
    expect(requests).toHaveLength(0);
    expect(tokenStore.get()).toBeNull();
  });

  it('spends the pending sign-in, so the same return cannot be completed twice', async () => {
    stubFetch(() => json(tokens));
    const { state } = await startAndReadState();
    await completeSignIn(brand, `?code=abc&state=${state}`);
    expect(await completeSignIn(brand, `?code=abc&state=${state}`)).toMatchObject({ reason: 'state-mismatch' });
  });

  it('reports a code the provider rejects', async () => {
    stubFetch(() => json({ error: 'invalid_grant' }, 400));
    const { state } = await startAndReadState();
    expect(await completeSignIn(brand, `?code=abc&state=${state}`)).toMatchObject({ reason: 'code-rejected' });
  });

  it('reports an unreachable provider', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { state } = await startAndReadState();
    expect(await completeSignIn(brand, `?code=abc&state=${state}`)).toMatchObject({ reason: 'unreachable' });
  });

  it.each([
    ['AADB2C90091: The user has cancelled entering self-asserted information.', 'cancelled'],
    ['AADB2C90208: The link is expired', 'expired-link'],
    ['something else', 'provider-error'],
  ])('reads the error description %s as %s', async (description, reason) => {
    await startAndReadState();
    const search = `?${new URLSearchParams({ error: 'access_denied', error_description: description })}`;
    expect(await completeSignIn(brand, search)).toMatchObject({ ok: false, reason });
  });
});
