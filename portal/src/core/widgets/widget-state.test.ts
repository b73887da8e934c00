import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  balanceChangedAtom,
  balanceDataKeyAtom,
  billingAccountsLoadingAtom,
  siteSelectionAtom,
} from '../user-details/atoms.js';
import { fakeApi, trackOf } from '../../test-support/fake-api.js';
import { demoAccounts } from '../../test-support/widget-fixtures.js';
import { keyedQuery, reportLoadError } from '../data/keyed-query.js';
import { loadFromRemote } from '../data/load.js';
import type { Remote } from '../data/remote.js';

afterEach(() => vi.unstubAllGlobals());

describe('a widget’s query keyed by the balance', () => {
  function setUp() {
    fakeApi({ getBillingAccounts: demoAccounts, postEvent: { recorded: true } });
    const answers = ['$120.00 owed', '$100.00 owed'];
    const fetch = vi.fn(async () => answers.shift() ?? 'none');
    const balance = keyedQuery({ name: 'test', fetch, keyedBy: balanceDataKeyAtom });
    return { store: createStore(), fetch, ...balance };
  }

  it('keeps what was shown on screen while a changed balance loads, then shows the new answer', async () => {
    const { store, dataAtom, loadAtom } = setUp();
    await store.set(loadAtom, 'ensure');
    await store.set(balanceChangedAtom);
    // Not loaded for the new balance yet: still asked for (UNINITIALIZED), but the figure from before stays.
    expect(store.get(dataAtom)).toMatchObject({ status: 'UNINITIALIZED', data: '$120.00 owed' });
    expect(loadFromRemote(store.get(dataAtom))).toEqual({ status: 'ready', data: '$120.00 owed', isUpdating: true });
    const loading = store.set(loadAtom, 'ensure');
    expect(store.get(dataAtom)).toMatchObject({ status: 'UPDATING', data: '$120.00 owed' });
    await loading;
    expect(store.get(dataAtom)).toMatchObject({ status: 'SUCCESS', data: '$100.00 owed' });
  });

  it('never shows another site’s data while the new site’s loads', async () => {
    const { store, dataAtom, loadAtom } = setUp();
    await store.set(loadAtom, 'ensure');
    store.set(siteSelectionAtom, (count) => count + 1);
    expect(store.get(dataAtom)).toMatchObject({ status: 'UNINITIALIZED', data: null });
    expect(loadFromRemote(store.get(dataAtom))).toEqual({ status: 'loading' });
  });

  it('mounting while the accounts are on their way, waits for them: one wave of widget calls after the accounts', async () => {
    const { store, fetch, loadAtom } = setUp();
    let accountsIn = () => undefined as void;
    store.set(billingAccountsLoadingAtom, new Promise<void>((resolve) => (accountsIn = resolve)));
    const loading = store.set(loadAtom, 'ensure');
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    accountsIn();
    await loading;
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('a widget’s failed load', () => {
  const failed = (detail?: string): Remote<string> => ({
    status: 'ERROR',
    data: null,
    error: { type: '/error/test_fault', status: 500, title: 'Injected fault', ...(detail ? { detail } : {}) },
  });

  // spec 2 §8: whatever the server said, the load the frame shows carries no detail: the view shows the generic one.
  it.each([
    ['a detail written for monitoring', 'A test hook made getBillSummaryWidget fail.'],
    ['a detail with the retired support number', 'Call us on 0800 300 400.'],
    ['no detail', undefined],
  ])('shows no server detail for %s', (_, detail) => {
    expect(loadFromRemote(failed(detail))).toEqual({ status: 'error' });
  });

  it('reports the server’s detail to monitoring with the widget and the error’s type', async () => {
    const api = fakeApi({ postEvent: { recorded: true } });
    reportLoadError('billSummary', failed('A test hook made getBillSummaryWidget fail.').error!);
    await vi.waitFor(() =>
      expect(api.requestsTo('postEvent').map(trackOf)).toContain(
        'billSummary: /error/test_fault – A test hook made getBillSummaryWidget fail.',
      ),
    );
  });
});
