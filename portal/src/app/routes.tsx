import type { RouteObject } from 'react-router-dom';
import { lazyScreen, loadChunk } from './lazy-screen.js';
import {
  AppPrefixRedirect,
  NavigateKeepingQuery,
  RequireSession,
  RootRedirect,
  UsageForecastsRedirect,
} from './redirects.js';
import { LoadingPage, RootLayout } from './RootLayout.js';
import { loadSessionStartUp } from './start-up.js';
import { RouteErrorScreen } from './RouteErrorScreen.js';
import type { tabLandings } from './screens/TabLandingScreen.js';

/** A tab's landing page for every path under it (e.g. /account/profile/payment-options) until its screens exist. */
function tabLanding(path: string, tab: keyof typeof tabLandings): RouteObject {
  return {
    path: `${path}/*`,
    lazy: async () => {
      const { TabLandingScreen, tabLandings } = await loadChunk(() => import('./screens/TabLandingScreen.js'));
      return { Component: () => <TabLandingScreen {...tabLandings[tab]} /> };
    },
  };
}

/**
 * spec 1 §2 top-level routes. Screens load on demand (a chunk that fails or takes over 120 s shows the error screen
 * with reload), so /login ships only what it needs.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // Shown while the first lazy screen loads.
    hydrateFallbackElement: <LoadingPage />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/app/*', element: <AppPrefixRedirect /> },
      { path: '/login', lazy: lazyScreen(() => import('../features/login/screens/LoginScreen.js'), 'LoginScreen') },
      {
        path: '/auth/redirect',
        lazy: lazyScreen(() => import('../auth/screens/AuthRedirectScreen.js'), 'AuthRedirectScreen'),
      },
      { path: '/outage', lazy: lazyScreen(() => import('../features/outage/screens/OutageScreen.js'), 'OutageScreen') },
      {
        path: '/general-error',
        lazy: lazyScreen(() => import('../features/general-error/screens/GeneralErrorScreen.js'), 'GeneralErrorScreen'),
      },
      {
        path: '/activate/*',
        lazy: lazyScreen(() => import('../features/activate/screens/ActivateScreen.js'), 'ActivateScreen'),
      },
      {
        path: '/usage/forecasts',
        element: (
          <RequireSession>
            <UsageForecastsRedirect />
          </RequireSession>
        ),
      },
      {
        path: '/account',
        lazy: async () => {
          // With the start-up's code, so the shell's and screens' own loads find their calls already sent.
          const [{ AccountLayout }] = await Promise.all([
            loadChunk(() => import('./AccountLayout.js')),
            loadSessionStartUp(),
          ]);
          return {
            element: (
              <RequireSession>
                <AccountLayout />
              </RequireSession>
            ),
          };
        },
        children: [
          { index: true, element: <NavigateKeepingQuery to="dashboard" /> },
          {
            path: 'dashboard',
            lazy: lazyScreen(() => import('../features/dashboard/screens/DashboardScreen.js'), 'DashboardScreen'),
          },
          {
            path: 'new-dashboard',
            lazy: lazyScreen(() => import('../features/dashboard/screens/NewDashboardScreen.js'), 'NewDashboardScreen'),
          },
          tabLanding('usage', 'usage'),
          tabLanding('ev-iq', 'evIq'),
          tabLanding('tips', 'tips'),
          tabLanding('bill', 'bill'),
          tabLanding('profile', 'profile'),
        ],
      },
      // spec 1 §2: the short prefixes of the account's areas.
      { path: '/bill/*', element: <NavigateKeepingQuery to="/account/bill" /> },
      { path: '/dashboard/*', element: <NavigateKeepingQuery to="/account/dashboard" /> },
      { path: '/profile/*', element: <NavigateKeepingQuery to="/account/profile" /> },
      { path: '/usage/*', element: <NavigateKeepingQuery to="/account/usage" /> },
      { path: '*', lazy: lazyScreen(() => import('./screens/NotFoundScreen.js'), 'NotFoundScreen') },
    ],
  },
];
