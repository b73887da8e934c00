import type { TabKey } from '@harakeke/contract';
import { widgetRegistry } from '../../../app/widget-registry.js';
import { WidgetRegistryContext } from '../../../core/widgets/registry.js';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Remote } from '../../../core/data/remote.js';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { tabsAtom } from '../../../services/navigation/atoms.js';
import { fakeApi } from '../../../test-support/fake-api.js';
import { demoAccounts, demoHero } from '../../../test-support/widget-fixtures.js';
import { NewDashboardScreen } from './NewDashboardScreen.js';

function Arrived() {
  return <p>{`${useNavigationType()} ${useLocation().pathname}`}</p>;
}

function renderNewDashboard(tabs: Remote<TabKey[]>) {
  const api = fakeApi({
    postEvent: { recorded: true },
    getNewDashboardWidgetList: { tabId: 'newDashboard', widgets: [{ id: 'w-0', type: 'heroMessage' }] },
    getHeroMessage: demoHero,
  });
  const store = createStore();
  store.set(billingAccountsAtom, { data: demoAccounts, status: 'SUCCESS', error: null });
  store.set(tabsAtom, tabs);
  renderInBrand(
    <Provider store={store}>
      <WidgetRegistryContext.Provider value={widgetRegistry}>
        <MemoryRouter initialEntries={['/account/new-dashboard']}>
          <Routes>
            <Route path="/account/new-dashboard" element={<NewDashboardScreen />} />
            <Route path="/account/dashboard" element={<Arrived />} />
          </Routes>
        </MemoryRouter>
      </WidgetRegistryContext.Provider>
    </Provider>,
  );
  return api;
}

afterEach(() => vi.unstubAllGlobals());

const withTabs = (...keys: TabKey[]): Remote<TabKey[]> => ({ status: 'SUCCESS', data: keys, error: null });

// spec 1 §2: the new dashboard is a tab the server gives some customers (early access), by GET /private/tabs.
describe('/account/new-dashboard', () => {
  it('shows the new dashboard to a customer whose tabs include it', async () => {
    renderNewDashboard(withTabs('dashboard', 'usage', 'newDashboard'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kia ora Aroha' }, { timeout: 5000 })).toBeVisible();
  });

  it('sends a customer without that tab to their dashboard, in place of the empty page', () => {
    const api = renderNewDashboard(withTabs('dashboard', 'usage', 'bill'));
    expect(screen.getByText('REPLACE /account/dashboard')).toBeVisible();
    expect(screen.queryByText('There’s nothing on your dashboard yet', { exact: false })).not.toBeInTheDocument();
    expect(api.requestsTo('getNewDashboardWidgetList')).toHaveLength(0);
  });

  it('loads as for a customer who has it while the tabs are on their way', () => {
    renderNewDashboard({ status: 'LOADING', data: null, error: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Kia ora, Aroha' })).toBeVisible();
    expect(screen.queryByText(/\/account\/dashboard/)).not.toBeInTheDocument();
  });
});
