import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { PENDING_USAGE_MESSAGE } from '../../../services/energy-usage/site-usage.js';
import { switcherAtom } from '../../../services/sites/atoms.js';
import { oneSiteSwitcher } from '../../../services/sites/demo-sites.js';
import { fakeApi } from '../../../test-support/fake-api.js';
import { demoAccounts } from '../../../test-support/widget-fixtures.js';
import { UsageScreen } from './UsageScreen.js';

afterEach(() => vi.unstubAllGlobals());

describe('UsageScreen of a property still being connected (spec 2 §3 opening, shown as (Pending))', () => {
  it('says so, and asks for no use, period, comparison, forecast or mix it cannot have', () => {
    const api = fakeApi({});
    const switcher = oneSiteSwitcher(['electricity', 'naturalGas']);
    const [account] = switcher.billingAccounts;
    const [site] = account?.billingAccountSites ?? [];
    if (!account || !site) throw new Error('The demo switcher has no site.');
    account.billingAccountSites = [{ ...site, status: 'opening' }];
    const store = createStore();
    store.set(billingAccountsAtom, { data: demoAccounts, status: 'SUCCESS', error: null });
    store.set(switcherAtom, { data: switcher, status: 'SUCCESS', error: null });
    renderInBrand(
      <MemoryRouter initialEntries={['/account/usage']}>
        <Provider store={store}>
          <UsageScreen />
        </Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Your energy use' })).toHaveTextContent(PENDING_USAGE_MESSAGE);
    expect(screen.queryByRole('radiogroup', { name: 'Show use by' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Compare your use' })).toBeNull();
    expect(api.requests).toHaveLength(0);
  });
});
