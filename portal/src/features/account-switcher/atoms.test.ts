import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingAccountsAtom, unitModeAtom } from '../../core/user-details/atoms.js';
import { json } from '../../test-support/fetch.js';
import {
  chosenSiteAtom,
  ensureSwitcherLoadedAtom,
  selectedSiteAtom,
  selectSiteAtom,
  siteSwitch,
  switcherAtom,
} from './atoms.js';
import { buyingGroupSwitcher, demoSelection } from './demo-switcher.js';
import { fakeSwitcherServer } from './test-server.js';

afterEach(() => vi.unstubAllGlobals());

describe('switcher atoms', () => {
  it('loads the switcher data once, however often it is asked for', async () => {
    const server = fakeSwitcherServer(buyingGroupSwitcher());
    const store = createStore();
    await Promise.all([store.set(ensureSwitcherLoadedAtom), store.set(ensureSwitcherLoadedAtom)]);
    await store.set(ensureSwitcherLoadedAtom);
    expect(server.calls()).toEqual(['GET /private/billing/accounts/switcher']);
    expect(store.get(switcherAtom).status).toBe('SUCCESS');
    expect(store.get(selectedSiteAtom)?.site.nickname).toBe('Orchard');
  });

  it('spec 1 §4: posts the choice, reloads accounts and switcher, and the unit mode follows the account', async () => {
    const server = fakeSwitcherServer(buyingGroupSwitcher(demoSelection.orchard));
    const store = createStore();
    await store.set(ensureSwitcherLoadedAtom);
    const statuses: string[] = [];
    store.sub(siteSwitch.stateAtom, () => statuses.push(store.get(siteSwitch.stateAtom).status));

    expect(await store.set(selectSiteAtom, demoSelection.depot)).toBe(true);
    expect(statuses).toEqual(['pending', 'success']);
    expect(server.calls().slice(1, 2)).toEqual(['POST /private/user/site']);
    expect(server.calls().slice(2).sort()).toEqual([
      'GET /private/billing/accounts',
      'GET /private/billing/accounts/switcher',
    ]);
    expect(store.get(selectedSiteAtom)?.site.nickname).toBe('Depot');
    expect(store.get(unitModeAtom)).toBe('monetary');

    await store.set(selectSiteAtom, demoSelection.orchard);
    expect(store.get(billingAccountsAtom).data?.selectedBillingAccount?.isBuyingGroup).toBe(true);
    expect(store.get(unitModeAtom)).toBe('kwh');
  });

  it('records a failed post with its error object and reloads nothing', async () => {
    const server = fakeSwitcherServer(buyingGroupSwitcher(), {
      failSelect: () => json({ type: '/error/not_found', status: 404, title: 'Not found' }, 404),
    });
    const store = createStore();
    expect(await store.set(selectSiteAtom, demoSelection.depot)).toBe(false);
    expect(store.get(siteSwitch.stateAtom)).toEqual({
      data: null,
      status: 'error',
      error: { type: '/error/not_found', status: 404, title: 'Not found' },
    });
    expect(store.get(chosenSiteAtom)).toEqual(demoSelection.depot);
    expect(server.calls()).toEqual(['POST /private/user/site']);
  });
});
