import { brands } from '@harakeke/themes';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore } from 'jotai';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../auth/token-store.js';
import { json, stubFetch } from '../test-support/fetch.js';
import { App } from './App.js';
import { routes } from './routes.js';

const noOutage = { isOn: false, shouldNotify: false, period: null, endDate: null, outageDurationText: null };
const account = {
  id: 'ba-1',
  type: 'residential',
  customerNumber: '1001234567',
  fullAddress: '12 Kōwhai Street, Ponsonby, Auckland 1011',
  owner: 'Aroha Ngata',
  emails: { billing: 'a@example.nz', account: 'a@example.nz', isInvoiceDeliveryByEmail: true, promotions: false },
  isBuyingGroup: false,
  buyingGroupName: 'Buying Group',
  billing: { window: { startDate: '2026-10-16', endDate: '2026-11-15' } },
  balance: { current: 184.52, overdue: 0, totalBalance: 184.52, promptPaymentDiscount: 12, dueDate: '2026-12-01' },
};
const accounts = {
  contact: { firstName: 'Aroha', middleName: null, lastName: 'Ngata', phones: [] },
  billingAccounts: [account],
  selectedBillingAccount: account,
  summary: { accountCount: 1, siteCount: 1 },
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App brand={brands.kowhai} store={createStore()} router={router} />);
  return router;
}

function signIn() {
  tokenStore.set({
    accessToken: 'at',
    refreshToken: 'rt',
    expiresAt: Date.now() + 60_000,
    policy: 'normal',
    refreshUntil: Date.now() + 60_000,
  });
}

beforeEach(() => tokenStore.set(null));
afterEach(() => vi.unstubAllGlobals());

describe('routes', () => {
  it('sends a signed-out visitor of the dashboard to /login, keeping the address', async () => {
    stubFetch(() => json(noOutage));
    const router = renderAt('/account/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?target=%2Faccount%2Fdashboard');
  });

  it('greets a signed-in customer by first name, coming from / with the query kept', async () => {
    signIn();
    stubFetch((request) => json(request.url.includes('/billing/accounts') ? accounts : noOutage));
    const router = renderAt('/?from=email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kia ora, Aroha' })).toBeVisible();
    expect(screen.getByText('$184.52')).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/dashboard');
    expect(router.state.location.search).toBe('?from=email');
  });

  it('drops the /app prefix', async () => {
    stubFetch(() => json(noOutage));
    const router = renderAt('/app/login?target=%2Faccount');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends everyone to /outage while an outage is on', async () => {
    signIn();
    stubFetch(() => json({ ...noOutage, isOn: true, period: 'until 11pm tonight' }));
    const router = renderAt('/account/dashboard');
    expect(await screen.findByRole('heading', { name: "We're doing some maintenance" })).toBeVisible();
    expect(screen.getByText(/until 11pm tonight/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/outage');
  });

  it('shows an error with a reload when the accounts cannot load, and recovers', async () => {
    signIn();
    let accountsAnswer = () => json({ type: '/error/default', title: 'Down', status: 500 }, 500);
    stubFetch((request) => (request.url.includes('/billing/accounts') ? accountsAnswer() : json(noOutage)));
    renderAt('/account/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong');
    accountsAnswer = () => json(accounts);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kia ora, Aroha' })).toBeVisible();
  });

  it('tells the customer why a sign-in failed', async () => {
    stubFetch(() => json(noOutage));
    const router = createMemoryRouter(routes, {
      initialEntries: [{ pathname: '/login', state: { signInFailure: 'state-mismatch' } }],
    });
    render(<App brand={brands.fernlight} store={createStore()} router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't sign you in");
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
