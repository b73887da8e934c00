import { getBillingAccounts, getOutage, postEvent } from '@harakeke/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../auth/token-store.js';
import { json, stubFetch } from '../test-support/fetch.js';
import { ApiProblem, callApi, resolvePath } from './call-api.js';

const outage = { isOn: false, shouldNotify: false, period: null, endDate: null, outageDurationText: null };
const accounts = {
  contact: { firstName: 'Aroha', middleName: null, lastName: 'Ngata', phones: [] },
  billingAccounts: [],
  selectedBillingAccount: null,
  summary: { accountCount: 0, siteCount: 0 },
};
const problemJson = (status: number, title: string) =>
  json({ type: '/error/x', title, status, detail: 'd' }, status, 'application/problem+json');

function signIn(refreshToken: string | null = 'rt-1', refreshUntil = Date.now() + 60_000) {
  tokenStore.set({ accessToken: 'at-1', refreshToken, expiresAt: Date.now(), policy: 'normal', refreshUntil });
}

async function problemOf(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiProblem);
  return (error as ApiProblem).problem;
}

beforeEach(() => tokenStore.set(null));
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends the brand, device and no-cache headers on public calls, without a token', async () => {
    const requests = stubFetch(() => json(outage));
    await expect(callApi(getOutage)).resolves.toEqual(outage);
    const { url, headers } = requests[0]!;
    expect(url).toBe('/api/v1/public/outage');
    expect(headers.get('X-Brand-Id')).toBe('kowhai');
    expect(headers.get('X-Device-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('Cache-Control')).toBe('no-cache, no-store');
    expect(headers.get('Pragma')).toBe('no-cache');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('fills path parameters in from the input, encoded, and the query fields the call declares', async () => {
    signIn();
    const requests = stubFetch(() => json({ recorded: true }));
    // spec 1 §7: POST /private/events/viewEcoTracker?track
    await callApi(postEvent, { event: 'viewEcoTracker', track: 'dashboard card' });
    expect(requests[0]?.url).toBe('/api/v1/private/events/viewEcoTracker?track=dashboard+card');
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({});
    expect(resolvePath('/private/tips/{guid}', { guid: 'a/b', x: 1 })).toEqual({
      path: '/private/tips/a%2Fb',
      rest: { x: 1 },
    });
  });

  it('sends the bearer token on customer calls', async () => {
    signIn();
    const requests = stubFetch(() => json(accounts));
    await callApi(getBillingAccounts);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer at-1');
  });

  it('refreshes once on a 401 and retries every waiting call with the new token', async () => {
    signIn();
    const requests = stubFetch((request) => {
      if (request.url.startsWith('/idp/token')) {
        return json({ access_token: 'at-2', refresh_token: 'rt-2', expires_in: 900, token_type: 'Bearer' });
      }
      return request.headers.get('Authorization') === 'Bearer at-2' ? json(accounts) : problemJson(401, 'UNAUTHORIZED');
    });
    const [first, second] = await Promise.all([callApi(getBillingAccounts), callApi(getBillingAccounts)]);
    expect(first.contact.firstName).toBe('Aroha');
    expect(second.contact.firstName).toBe('Aroha');
    const refreshes = requests.filter((r) => r.url.startsWith('/idp/token'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.url).toBe('/idp/token?p=normal');
    expect(new URLSearchParams(refreshes[0]?.body).get('refresh_token')).toBe('rt-1');
    expect(tokenStore.get()).toMatchObject({ accessToken: 'at-2', refreshToken: 'rt-2' });
  });

  it('retries a call whose 401 arrives after the refresh finished with the new token, without refreshing again', async () => {
    signIn();
    let releaseLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    let first = true;
    const requests = stubFetch(async (request) => {
      if (request.url.startsWith('/idp/token')) {
        return json({ access_token: 'at-2', refresh_token: 'rt-2', expires_in: 900, token_type: 'Bearer' });
      }
      if (request.headers.get('Authorization') === 'Bearer at-2') return json(accounts);
      // The second call's 401 is held back until the first call's refresh is over.
      if (first) {
        first = false;
        return problemJson(401, 'UNAUTHORIZED');
      }
      await late;
      return problemJson(401, 'UNAUTHORIZED');
    });
    const early = callApi(getBillingAccounts);
    const delayed = callApi(getBillingAccounts);
    await early;
    releaseLate();
    await delayed;
    expect(requests.filter((r) => r.url.startsWith('/idp/token'))).toHaveLength(1);
  });

  it('ends the session when the refresh is refused', async () => {
    signIn();
    stubFetch((request) =>
      request.url.startsWith('/idp/token') ? json({ error: 'invalid_grant' }, 400) : problemJson(401, 'UNAUTHORIZED'),
    );
    expect(await problemOf(callApi(getBillingAccounts))).toMatchObject({ status: 401, title: 'UNAUTHORIZED' });
    expect(tokenStore.get()).toBeNull();
  });

  it('keeps the session and says so in the spec’s words when the refresh fails otherwise', async () => {
    signIn();
    stubFetch((request) =>
      request.url.startsWith('/idp/token') ? new Response('', { status: 503 }) : problemJson(401, 'UNAUTHORIZED'),
    );
    expect(await problemOf(callApi(getBillingAccounts))).toEqual({
      type: '/error/default',
      status: 500,
      title: 'Something went wrong',
      detail: 'An error occurred while retrieving your data. Please refresh to try again. Thank you for your patience.',
    });
    expect(tokenStore.get()?.refreshToken).toBe('rt-1');
    expect(tokenStore.endedBy()).toBeNull();
  });

  it('records why the session ended, so the shell sends the customer to the root', async () => {
    signIn();
    stubFetch((request) =>
      request.url.startsWith('/idp/token') ? json({ error: 'invalid_grant' }, 400) : problemJson(401, 'UNAUTHORIZED'),
    );
    await problemOf(callApi(getBillingAccounts));
    expect(tokenStore.endedBy()).toEqual({ reason: 'refresh-rejected', wasMobile: false });
  });

  it('never refreshes a mobile session: a 401 ends it for the mobile error page', async () => {
    tokenStore.set({
      accessToken: 'app-token',
      refreshToken: null,
      expiresAt: Date.now() + 60_000,
      policy: 'mobile',
      refreshUntil: Date.now() + 60_000,
      mobile: { locationId: 'L1', billingAccountNumber: '1001234567' },
    });
    const requests = stubFetch(() => problemJson(401, 'UNAUTHORIZED'));
    await problemOf(callApi(getBillingAccounts));
    expect(requests.some((r) => r.url.startsWith('/idp/token'))).toBe(false);
    expect(tokenStore.endedBy()).toEqual({ reason: 'unauthorised', wasMobile: true });
  });

  it('shows the current support number in error details', async () => {
    stubFetch(() =>
      json({ type: '/error/conflict', title: 'Conflict', status: 409, detail: 'Call us on 0800 300 400.' }, 409),
    );
    expect((await problemOf(callApi(getOutage))).detail).toBe('Call us on 0800 086 400.');
  });

  it('ends the session without trying when the temporary refresh period is over', async () => {
    signIn('rt-1', Date.now() - 1);
    const requests = stubFetch(() => problemJson(401, 'UNAUTHORIZED'));
    await problemOf(callApi(getBillingAccounts));
    expect(requests.some((r) => r.url.startsWith('/idp/token'))).toBe(false);
    expect(tokenStore.get()).toBeNull();
  });

  it.each([
    ['a problem body', () => problemJson(500, 'Server down'), { type: '/error/x', title: 'Server down', status: 500 }],
    ['no error body', () => new Response('', { status: 503 }), { type: '/error/error_missing', status: 503 }],
    ['a malformed body', () => new Response('<html>', { status: 502 }), { type: 'error/parse_error', status: 500 }],
    ['no response', () => Promise.reject(new TypeError('Failed to fetch')), { type: '/error/no_response' }],
    ['an answer outside the contract', () => json({ isOn: 'yes' }), { type: 'error/parse_error', status: 500 }],
  ])('turns %s into the spec 1 §8 error object', async (_name, respond, expected) => {
    stubFetch(respond);
    expect(await problemOf(callApi(getOutage))).toMatchObject(expected);
  });
});
