import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, problem } from '../../test-support/fake-api.js';
import { ensureSwitcherLoadedAtom, selectedSiteHasAdvancedGasAtom } from './atoms.js';
import { oneSiteSwitcher } from './demo-sites.js';

afterEach(() => vi.unstubAllGlobals());

describe('selectedSiteHasAdvancedGasAtom', () => {
  it.each([
    ['electricity only', oneSiteSwitcher(['electricity']), false],
    ['electricity and LPG', oneSiteSwitcher(['electricity', 'lpg']), false],
    ['basic (monthly read) natural gas', oneSiteSwitcher(['electricity', 'naturalGas'], { advancedGas: false }), false],
    ['advanced natural gas', oneSiteSwitcher(['electricity', 'naturalGas']), true],
  ])('%s: %s', async (_case, switcher, hasGas) => {
    fakeApi({ getSwitcher: switcher });
    const store = createStore();
    // Asked while the switcher data is on its way: the answer waits for it.
    const loading = store.set(ensureSwitcherLoadedAtom);
    expect(await store.set(selectedSiteHasAdvancedGasAtom)).toBe(hasGas);
    await loading;
  });

  it('is not known (null) without switcher data: not loaded, or failed', async () => {
    const store = createStore();
    expect(await store.set(selectedSiteHasAdvancedGasAtom)).toBeNull();
    fakeApi({ getSwitcher: problem(500) });
    await store.set(ensureSwitcherLoadedAtom);
    expect(await store.set(selectedSiteHasAdvancedGasAtom)).toBeNull();
  });
});
