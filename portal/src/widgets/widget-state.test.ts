import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  balanceChangedAtom,
  balanceDataKeyAtom,
  billingAccountsLoadingAtom,
  siteSelectionAtom,
} from '../app/user-details/atoms.js';
import { fakeApi } from '../test-support/fake-api.js';
import { demoAccounts } from './test-fixtures.js';
import { siteWidgetData, widgetStateOf } from './widget-state.js';

afterEach(() => vi.unstubAllGlobals());

describe('siteWidgetData keyed by the balance', () => {
  function setUp() {
    fakeApi({ getBillingAccounts: demoAccounts, postEvent: { recorded: true } });
    const answers = ['$120.00 owed', '$100.00 owed'];
    const fetch = vi.fn(async () => answers.shift() ?? 'none');
    const balance = siteWidgetData('test', fetch, { keyedBy: balanceDataKeyAtom });
    return { store: createStore(), fetch, ...balance };
  }

  it('keeps what was shown on screen while a changed balance loads, then shows the new answer', async () => {
    const { store, dataAtom, loadAtom } = setUp();
    await store.set(loadAtom, 'ensure');
    await store.set(balanceChangedAtom);
    // Not loaded for the new balance yet: still asked for (UNINITIALIZED), but the figure from before stays.
    expect(store.get(dataAtom)).toMatchObject({ status: 'UNINITIALIZED', data: '$120.00 owed' });
    expect(widgetStateOf(store.get(dataAtom))).toBe('ready');
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
    expect(widgetStateOf(store.get(dataAtom))).toBe('loading');
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
