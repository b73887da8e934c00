import type { RouteObject } from 'react-router-dom';
import { AppPrefixRedirect, NavigateKeepingQuery, RequireSession, RootRedirect } from './redirects.js';
import { LoadingPage, RootLayout } from './RootLayout.js';
import { NotFoundScreen, RouteErrorScreen } from './RouteErrorScreen.js';

/** spec 1 §2 top-level routes. Screens load on demand so /login ships only what it needs. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // Shown while the first lazy screen loads.
    hydrateFallbackElement: <LoadingPage />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/app/*', element: <AppPrefixRedirect /> },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/login/screens/LoginScreen.js')).LoginScreen }),
      },
      {
        path: '/auth/redirect',
        lazy: async () => ({ Component: (await import('../auth/screens/AuthRedirectScreen.js')).AuthRedirectScreen }),
      },
      {
        path: '/outage',
        lazy: async () => ({ Component: (await import('../features/outage/screens/OutageScreen.js')).OutageScreen }),
      },
      {
        path: '/account',
        lazy: async () => {
          const { AccountLayout } = await import('./AccountLayout.js');
          return {
            Component: () => (
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
            lazy: async () => ({
              Component: (await import('../features/dashboard/screens/DashboardScreen.js')).DashboardScreen,
            }),
          },
          {
            path: 'new-dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/screens/NewDashboardScreen.js')).NewDashboardScreen,
            }),
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
