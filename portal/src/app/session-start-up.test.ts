import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../auth/token-store.js';
import { fakeApi, problem } from '../test-support/fake-api.js';
import type { RecordedRequest } from '../test-support/fetch.js';
import { storeTestSession } from '../test-support/session.js';
import { sessionStartUpAtom } from './session-start-up.js';
import { loadFeatureStartUps } from './start-up.js';

const unanswered = () => new Promise<never>(() => {});

let requests: RecordedRequest[] = [];
beforeEach(() => {
  storeTestSession();
  // Only the accounts answer (with a failure, which settles their load): this is about what is sent, and when.
  ({ requests } = fakeApi({
    getBillingAccounts: problem(500),
    getWidgetList: unanswered,
    getSwitcher: unanswered,
    getTabs: unanswered,
    getUserMetadata: unanswered,
    getTags: unanswered,
    postEvent: unanswered,
    bootstrap: unanswered,
  }));
});
afterEach(() => {
  tokenStore.set(null);
  vi.unstubAllGlobals();
});

const sent = () => requests.map((request) => `${request.method} ${new URL(request.url, 'http://portal').pathname}`);

describe('a session’s start-up', () => {
  it('sends what the widgets’ data waits for first: the accounts, the widget list and the switcher', async () => {
    const store = createStore();
    await store.set(sessionStartUpAtom, '/account/dashboard', await loadFeatureStartUps());
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
    const featureStartUps = await loadFeatureStartUps();
    const first = store.set(sessionStartUpAtom, '/account/dashboard', featureStartUps);
    const second = store.set(sessionStartUpAtom, '/account/dashboard', featureStartUps);
    await Promise.all([first, second]);
    expect(sent().length).toBeGreaterThan(5);
    expect(new Set(sent()).size).toBe(sent().length);
  });
});
