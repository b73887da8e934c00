import { preloadDialog, RouterProvider } from '@harakeke/design-system';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useHref, useLocation, useNavigate, type Location } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { switcherAtom } from '../../../services/sites/atoms.js';
import { oneSiteSwitcher } from '../../../services/sites/demo-sites.js';
import { fakeApi } from '../../../test-support/fake-api.js';
import { demoAccounts, demoBillSummary, demoPeriod } from '../../../test-support/widget-fixtures.js';
import { demoCardFee as demoCardPaymentFee, demoSavedCard } from '../../../services/cards/demo-cards.js';
import { demoBillSummaryV2, eligibleExtension } from '../summary/demo-bill-summary.js';
import { BillSummaryView } from '../widgets/BillSummaryView.js';
import { BillsScreen } from './BillsScreen.js';

// The Bills tab with its real sections (BillsScreen.isolated.test.tsx stands them in): the journey from the
// dashboard's 'Pay now' to the card payment.

beforeAll(() => preloadDialog());
afterEach(() => vi.unstubAllGlobals());

/** The app's link routing (app/RootLayout.tsx): a design-system Link navigates in the router. */
function Routing({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(href, options) => void navigate(href, options)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

function renderPortal(entry: string) {
  const store = createStore();
  store.set(billingAccountsAtom, { data: demoAccounts, status: 'SUCCESS', error: null });
  store.set(switcherAtom, { data: oneSiteSwitcher(['electricity']), status: 'SUCCESS', error: null });
  const seen: { location?: Location } = {};
  function LocationProbe() {
    Object.assign(seen, { location: useLocation() });
    return null;
  }
  renderInBrand(
    <Provider store={store}>
      <MemoryRouter initialEntries={[entry]}>
        <Routing>
          <Routes>
            <Route
              path="/account/dashboard"
              element={<BillSummaryView load={{ status: 'ready', data: demoBillSummary }} />}
            />
            <Route path="/account/bill" element={<BillsScreen />} />
          </Routes>
        </Routing>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { location: () => seen.location };
}

describe('Pay now on the dashboard', () => {
  it('lands on the Bills tab with the card payment open, its amount focused, and ?pay=now gone', async () => {
    const api = fakeApi({
      postEvent: { recorded: true },
      getBillSummaryV2: demoBillSummaryV2,
      getCreditExtension: eligibleExtension,
      getElectricityBillPeriod: demoPeriod(),
      getCardPaymentFee: demoCardPaymentFee,
      getSavedCard: { card: demoSavedCard },
    });
    const { location } = renderPortal('/account/dashboard');
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Your bill' })).getByRole('link', { name: 'Pay now' }),
    );
    const payment = await screen.findByRole('dialog', { name: 'Pay by card' });
    // On the Bills tab, under the modal dialog (hidden from assistive technology while it is open).
    expect(screen.getByRole('heading', { level: 1, name: 'Bills', hidden: true })).toBeInTheDocument();
    const amount = await within(payment).findByRole('textbox', { name: 'Amount to pay' });
    expect(amount).toHaveValue('184.52');
    expect(amount).toHaveFocus();
    expect(within(payment).getByRole('button', { name: 'Pay $187.29' })).toBeVisible();
    // Back or a reload does not open it again.
    await waitFor(() => expect(location()?.search).toBe(''));
    expect(location()?.pathname).toBe('/account/bill');
    expect(api.requestsTo('getCardPaymentFee')).toHaveLength(1);
  });
});
