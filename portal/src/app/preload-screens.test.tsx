import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../auth/token-store.js';
import { lazyScreen } from '../core/code-loading/lazy-screen.js';
import { preloadScreens } from './routes.js';

/** A screen whose module load is counted, and a table with a signed-in layout holding it. */
function table() {
  const loads = { layout: vi.fn(), page: vi.fn(), login: vi.fn() };
  const screen = (load: () => void) =>
    lazyScreen(async () => {
      load();
      return { Screen: () => null };
    }, 'Screen');
  const [Layout, Page, Login] = [screen(loads.layout), screen(loads.page), screen(loads.login)];
  const routes: RouteObject[] = [
    { path: '/login', element: <Login />, handle: { screen: Login } },
    {
      path: '/account',
      element: <Layout />,
      handle: { screen: Layout, signedIn: true },
      children: [{ path: 'dashboard', element: <Page />, handle: { screen: Page } }],
    },
  ];
  return { loads, routes };
}

afterEach(() => tokenStore.set(null));

describe('preloadScreens', () => {
  it('fetches a layout’s code and its page’s together, each once', () => {
    const expiresAt = Date.now() + 60_000;
    tokenStore.set({ accessToken: 'at', refreshToken: 'rt', expiresAt, policy: 'normal', refreshUntil: expiresAt });
    const { loads, routes } = table();
    preloadScreens(routes, '/account/dashboard');
    preloadScreens(routes, '/account/dashboard');
    expect(loads.layout).toHaveBeenCalledTimes(1);
    expect(loads.page).toHaveBeenCalledTimes(1);
    expect(loads.login).not.toHaveBeenCalled();
  });

  it('fetches no signed-in code for a visitor without a session, who is sent to sign in', () => {
    const { loads, routes } = table();
    preloadScreens(routes, '/account/dashboard');
    expect(loads.layout).not.toHaveBeenCalled();
    expect(loads.page).not.toHaveBeenCalled();
  });
});
