import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../auth/token-store.js';
import { stubFetch, type RecordedRequest } from '../test-support/fetch.js';
import { sessionStartUpAtom } from './session-start-up.js';

let requests: RecordedRequest[] = [];
beforeEach(() => {
  tokenStore.set({
    accessToken: 'at',
    refreshToken: 'rt',
    expiresAt: Date.now() + 60_000,
    policy: 'normal',
    refreshUntil: Date.now() + 60_000,
  });
  // The answers never arrive: this is about what is sent, and in what order.
  requests = stubFetch(() => new Promise<Response>(() => {}));
});
afterEach(() => {
  tokenStore.set(null);
  vi.unstubAllGlobals();
});

const sent = () => requests.map((request) => `${request.method} ${new URL(request.url, 'http://portal').pathname}`);

describe('a session’s start-up', () => {
  it('sends what the widgets’ data waits for first: the accounts and the widget list', async () => {
    const store = createStore();
    await store.set(sessionStartUpAtom, '/account/dashboard');
    expect(sent().slice(0, 2)).toEqual(['GET /api/v1/private/billing/accounts', 'GET /api/v1/private/widget/list']);
    expect(sent()).toEqual(
      expect.arrayContaining([
        'GET /api/v1/private/tabs',
        'GET /api/v1/private/user/metadata',
        'GET /api/v1/private/tags',
        'GET /api/v1/private/billing/accounts/switcher',
        'POST /api/v1/private/bootstrap',
      ]),
    );
  });

  it('sends each call once when a second start-up comes while the first is still sending', async () => {
    const store = createStore();
    const first = store.set(sessionStartUpAtom, '/account/dashboard');
    const second = store.set(sessionStartUpAtom, '/account/dashboard');
    await Promise.all([first, second]);
    expect(sent().length).toBeGreaterThan(5);
    expect(new Set(sent()).size).toBe(sent().length);
  });
});
