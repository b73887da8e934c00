import { BrandProvider } from '@harakeke/design-system';
import type { Brand } from '@harakeke/themes';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { LoadingPage } from './RootLayout.js';
import { RouteAnnouncer, routeTitle } from './route-title.js';
import { preloadScreens, routes as appRoutes } from './routes.js';

export interface AppProps {
  brand: Brand;
  /** A jotai store of its own, so tests start from a clean state. */
  store?: ReturnType<typeof createStore>;
  /** The router keeping the address: the browser's by default, a MemoryRouter in tests. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** The route table (routes.tsx), replaceable in tests. */
  routes?: RouteObject[];
}

/**
 * React Router in its declarative mode: the portal loads no data through the router, and the data router's code
 * would add 17 kB gzip to every page. Lazy screens suspend under the root layout's boundary (this one is for route
 * tables without it), so a page shows once its layout and screen have both arrived; a navigation keeps the page it
 * leaves until then (the router's transitions).
 */
export function App({ brand, store, Router = BrowserRouter, routes = appRoutes }: AppProps) {
  return (
    <BrandProvider brand={brand.id}>
      <JotaiProvider store={store}>
        <Router>
          <Screens routes={routes} />
        </Router>
      </JotaiProvider>
    </BrandProvider>
  );
}

function Screens({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  // Idempotent: each screen's code is fetched once, whichever render asks first.
  preloadScreens(routes, pathname);
  const element = useRoutes(routes);
  return (
    <>
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<LoadingPage />}>{element}</Suspense>
      </RouteErrorBoundary>
      {/* Outside the boundaries, so the live region stays in the page across every navigation and failure. */}
      <RouteAnnouncer title={routeTitle(routes, pathname)} pathname={pathname} />
    </>
  );
}
