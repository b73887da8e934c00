import { brands } from '@harakeke/themes';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from './App.js';
import { routeTitle } from './route-title.js';
import { routes } from './routes.js';

/** Two titled pages linking to each other, under a layout without a title, and a redirect without one. */
const table: RouteObject[] = [
  {
    children: [
      { path: '/dashboard', handle: { title: 'Dashboard' }, element: <Link to="/bill">Go to bills</Link> },
      { path: '/bill', handle: { title: 'Bills' }, element: <Link to="/dashboard">Go to dashboard</Link> },
      { path: '/untitled', element: <Link to="/bill">Go to bills</Link> },
    ],
  },
];

function renderAt(path: string, brand = brands.kowhai) {
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return render(<App brand={brand} store={createStore()} Router={Router} routes={table} />);
}

const announcer = () => document.querySelector('[data-route-announcer]')!;

describe('route titles', () => {
  it('sets the document title from the matched route, with the brand’s name after an en dash', () => {
    renderAt('/dashboard');
    expect(document.title).toBe('Dashboard – Kōwhai Energy');
  });

  it('names the brand in force', () => {
    renderAt('/bill', brands.fernlight);
    expect(document.title).toBe('Bills – Fernlight');
  });

  it('announces the new page’s title politely after a navigation, not on the first page, moving no focus', async () => {
    renderAt('/dashboard');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveTextContent('');
    const link = screen.getByRole('link', { name: 'Go to bills' });
    await userEvent.click(link);
    expect(document.title).toBe('Bills – Kōwhai Energy');
    expect(announcer()).toHaveTextContent('Bills – Kōwhai Energy');
    // Focus is left to the page: the announcer takes none.
    expect(announcer()).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    expect(announcer()).toHaveTextContent('Dashboard – Kōwhai Energy');
  });

  it('keeps the last title on an address whose route declares none', async () => {
    renderAt('/untitled');
    await act(async () => undefined);
    const before = document.title;
    expect(before).not.toMatch(/Bills/);
    await userEvent.click(screen.getByRole('link', { name: 'Go to bills' }));
    expect(document.title).toBe('Bills – Kōwhai Energy');
  });

  it('gives every page of the portal’s route table its own title', () => {
    const titles: Record<string, string> = {
      '/login': 'Sign in',
      '/auth/redirect': 'Signing you in',
      '/outage': 'Service outage',
      '/general-error': 'Something went wrong',
      '/activate/abc': 'Activate your account',
      '/contact-us': 'Contact us',
      '/accessibility': 'Accessibility',
      '/terms-and-conditions': 'Terms and conditions',
      '/privacy-policy': 'Privacy policy',
      '/account/dashboard': 'Dashboard',
      '/account/new-dashboard': 'New dashboard',
      '/account/bill': 'Bills',
      '/account/profile': 'Account details',
      '/account/profile/payment-options': 'Payment options',
      '/account/profile/loyalty-card': 'Loyalty card settings',
      '/account/profile/home-profile': 'Home profile',
      '/account/profile/powershout/offers': 'PowerShout',
      '/account/profile/donate': 'Donate',
      '/account/profile/moving-house': 'Moving house',
      '/account/profile/friend-get-friend': 'Refer a friend',
      '/account/profile/no-such-page': 'Profile',
      '/account/usage/forecasts': 'Usage',
      '/account/ev-iq': 'EV IQ',
      '/account/tips': 'Tips',
      '/no/such/page': 'Page not found',
    };
    for (const [path, title] of Object.entries(titles)) expect(routeTitle(routes, path), path).toBe(title);
    // Redirects show no page of their own.
    expect(routeTitle(routes, '/')).toBeUndefined();
    expect(routeTitle(routes, '/bill')).toBeUndefined();
  });
});
