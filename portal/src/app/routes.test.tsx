import { brands } from '@harakeke/themes';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type InitialEntry, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../auth/token-store.js';
import type { getTabs } from '@harakeke/contract';
import { fakeApi, problem, type FakeAnswer, type FakeApiAnswers } from '../test-support/fake-api.js';
import { storeTestSession } from '../test-support/session.js';
import { demoAccounts } from '../test-support/widget-fixtures.js';
import { App } from './App.js';
import { lazyScreen } from '../core/code-loading/lazy-screen.js';
import { RootLayout } from './RootLayout.js';
import { routes } from './routes.js';

const noOutage = { isOn: false, shouldNotify: false, period: null, endDate: null, outageDurationText: null };
const metadata = {
  username: 'aroha@example.nz',
  email: 'aroha@example.nz',
  emailVerified: true,
  pendingEmail: null,
  userId: 'cust-aroha',
  hasEarlyAccess: false,
  forecast: { visible: true, active: true },
};

/** A signed-in start-up's calls: the outage is off, Aroha's accounts, and everything else empty. */
const signedInAnswers = {
  getOutage: noOutage,
  getBillingAccounts: demoAccounts,
  getTabs: { keys: ['dashboard', 'usage', 'bill', 'profile'] },
  getWidgetList: { tabId: 'dashboard', widgets: [] },
  getUserMetadata: metadata,
  getTags: { tags: [] },
  getSwitcher: problem(404, { type: '/error/not_found', title: 'Not found' }),
  bootstrap: { customerId: 'c', selectedBillingAccountId: 'ba-1', selectedSiteId: 's', previousVisitAt: null },
  postEvent: { recorded: true },
} satisfies FakeApiAnswers;

/** Answers a signed-in start-up's calls, these `overrides` in place of the usual answers. */
const answer = (overrides: FakeApiAnswers = {}) => fakeApi({ ...signedInAnswers, ...overrides });

/** Renders the portal at an address; the returned location follows every navigation. */
function renderAt(
  entry: InitialEntry,
  {
    brand = brands.kowhai,
    table = routes,
  }: { brand?: (typeof brands)[keyof typeof brands]; table?: RouteObject[] } = {},
) {
  const location = { pathname: '', search: '' };
  function Follow() {
    Object.assign(location, useLocation());
    return null;
  }
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]}>
      <Follow />
      {children}
    </MemoryRouter>
  );
  render(<App brand={brand} store={createStore()} Router={Router} routes={table} />);
  return location;
}

const signIn = () => storeTestSession();

beforeEach(() => tokenStore.set(null));
afterEach(() => vi.unstubAllGlobals());

describe('routes', () => {
  it('sends a signed-out visitor of the dashboard to /login, keeping the address', async () => {
    fakeApi({ getOutage: noOutage });
    const router = renderAt('/account/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(router.pathname).toBe('/login');
    expect(router.search).toBe('?target=%2Faccount%2Fdashboard');
  });

  it('greets a signed-in customer by first name, coming from / with the query kept', async () => {
    signIn();
    answer();
    const router = renderAt('/?from=email');
    // The first test to open the account area also loads its code, which takes a while under jsdom.
    expect(await screen.findByRole('heading', { level: 1, name: 'Kia ora, Aroha' }, { timeout: 5000 })).toBeVisible();
    expect(router.pathname).toBe('/account/dashboard');
    expect(router.search).toBe('?from=email');
  });

  it('sends every start-up call that needs no other answer at once, with the outage', async () => {
    signIn();
    const { requests } = answer();
    renderAt('/account/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Kia ora, Aroha' });
    await waitFor(() => expect(requests.some((request) => request.url.includes('/private/bootstrap'))).toBe(true));
    const paths = requests.map((request) => new URL(request.url, 'http://portal').pathname);
    for (const path of ['/public/outage', '/private/billing/accounts', '/private/tabs', '/private/user/metadata']) {
      expect(paths).toContain(`/api/v1${path}`);
    }
    expect(paths.filter((path) => path.endsWith('/private/bootstrap'))).toHaveLength(1);
    expect(paths.filter((path) => path.endsWith('/private/events/userVisit'))).toHaveLength(1);
  });

  it('shows the tabs the server allows, in the spec’s order, and only the dashboard after a common error', async () => {
    signIn();
    let tabs: () => FakeAnswer<typeof getTabs> = () => ({ keys: ['bill', 'dashboard', 'usage', 'newDashboard'] });
    answer({ getTabs: () => tabs() });
    renderAt('/account/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const main = within(menu).getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(
        within(main)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Dashboard', 'Usage', 'Bills']),
    );
    expect(within(main).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('navigation', { name: 'Your account' })).toHaveTextContent('Payment Options');
    cleanup();
    tabs = () => problem(500, { type: '/error/default', title: 'Down' });
    renderAt('/account/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const errorMenu = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
      name: 'Main',
    });
    await waitFor(() =>
      expect(
        within(errorMenu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Dashboard']),
    );
  });

  it('drops the /app prefix', async () => {
    fakeApi({ getOutage: noOutage });
    const router = renderAt('/app/login?target=%2Faccount');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(router.pathname).toBe('/login');
  });

  it('sends everyone to /outage while an outage is on', async () => {
    signIn();
    answer({ getOutage: { ...noOutage, isOn: true, period: 'until 11pm tonight' } });
    const router = renderAt('/account/dashboard');
    expect(await screen.findByRole('heading', { name: 'We’re doing some maintenance' })).toBeVisible();
    expect(screen.getByText(/until 11pm tonight/)).toBeVisible();
    expect(router.pathname).toBe('/outage');
  });

  it('ends the session when the accounts cannot load, and goes to the root', async () => {
    signIn();
    answer({ getBillingAccounts: problem(500, { type: '/error/default', title: 'Down' }) });
    const router = renderAt('/account/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(router.pathname).toBe('/login');
    expect(router.search).toBe('');
    expect(tokenStore.get()).toBeNull();
  });

  it('sends /usage/forecasts to the usage area’s forecasts, and /activate to a welcome that leads to sign-in', async () => {
    signIn();
    // A property without electricity: the usage page's sections load, each with nothing to show.
    const none = problem(404, { type: '/error/not_found', title: 'Not found' });
    answer({
      getElectricityForecast: none,
      getElectricityBillPeriod: none,
      getAdvancedGasBillPeriod: none,
      getUsageSummary: none,
      getThirtyDayInsights: none,
    });
    const router = renderAt('/usage/forecasts');
    await waitFor(() => expect(router.pathname).toBe('/account/usage/forecasts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'This bill period' })).toBeVisible();
    cleanup();
    // The welcome is for a visitor signed out: a signed-in customer goes on to the dashboard.
    tokenStore.set(null);
    renderAt('/activate/abc');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the error screen with a reload when a screen’s code fails to load', async () => {
    // React logs the errors an error boundary catches; here that is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The failure is reported to monitoring.
    fakeApi({ getOutage: noOutage, postEvent: { recorded: true } });
    const Broken = lazyScreen(
      (): Promise<{ Nothing: () => null }> =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
      'Nothing',
    );
    renderAt('/broken', {
      table: [{ element: <RootLayout />, children: [{ path: '/broken', element: <Broken /> }] }],
    });
    expect(await screen.findByText(/Part of this page didn’t load/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
  });

  it('offers the footer’s pages from /login, each with its heading and title, in a shell with a way to sign in', async () => {
    fakeApi({ getOutage: noOutage });
    const router = renderAt('/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /Kōwhai Energy on Facebook/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const pages = [
      ['Contact Us', '/contact-us', 'Contact us'],
      ['Accessibility', '/accessibility', 'Accessibility'],
      ['Terms and Conditions', '/terms-and-conditions', 'Terms and conditions'],
      ['Privacy Policy', '/privacy-policy', 'Privacy policy'],
    ] as const;
    for (const [link, path, title] of pages) {
      await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: link }));
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(router.pathname).toBe(path);
      // The title is set in an effect, which may run just after the heading shows.
      await waitFor(() => expect(document.title).toBe(`${title} – Kōwhai Energy`));
      // jsdom applies no media queries: the header's inline navigation is the narrow layout's, hidden.
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in', hidden: true })).toHaveAttribute(
        'href',
        '/login',
      );
    }
    // Four pages' code, each loaded on first use: longer than a test of one page.
  }, 15_000);

  it('shows the footer’s pages in the account pages’ shell to a signed-in customer', async () => {
    signIn();
    answer();
    const router = renderAt('/accessibility', { brand: brands.fernlight });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(/Fernlight customer portal/)).toBeVisible();
    expect(document.title).toBe('Accessibility – Fernlight');
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeVisible();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: /Fernlight on LinkedIn/ }),
    ).toHaveAttribute('href', 'https://www.linkedin.com/company/fernlight.example');
    expect(router.pathname).toBe('/accessibility');
  });

  it('tells the customer why a sign-in failed', async () => {
    fakeApi({ getOutage: noOutage });
    renderAt({ pathname: '/login', state: { signInFailure: 'state-mismatch' } }, { brand: brands.fernlight });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t sign you in');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
