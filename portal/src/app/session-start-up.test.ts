import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../auth/token-store.js';
import { json, stubFetch, type RecordedRequest } from '../test-support/fetch.js';
import { storeTestSession } from '../test-support/session.js';
import { sessionStartUpAtom } from './session-start-up.js';

let requests: RecordedRequest[] = [];
beforeEach(() => {
  storeTestSession();
  // Only the accounts answer (with a failure, which settles their load): this is about what is sent, and when.
  requests = stubFetch((request) =>
    request.url.endsWith('/private/billing/accounts') ? json({ status: 500 }, 500) : new Promise<Response>(() => {}),
  );
});
afterEach(() => {
  tokenStore.set(null);
  vi.unstubAllGlobals();
});

const sent = () => requests.map((request) => `${request.method} ${new URL(request.url, 'http://portal').pathname}`);

describe('a session’s start-up', () => {
  it('sends what the widgets’ data waits for first: the accounts, the widget list and the switcher', async () => {
    const store = createStore();
    await store.set(sessionStartUpAtom, '/account/dashboard');
    expect(sent().slice(0, 3)).toEqual([
      'GET /api/v1/private/billing/accounts',
      'GET /api/v1/private/widget/list',
      'GET /api/v1/private/billing/accounts/switcher',
    ]);
    expect(sent()).toEqual(
      expect.arrayContaining([
        'GET /api/v1/private/tabs',
        'GET /api/v1/private/user/metadata',
        'GET /api/v1/private/tags',
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
