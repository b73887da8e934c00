import { matchRoutes, type RouteObject } from 'react-router-dom';
import { tokenStore } from '../auth/token-store.js';
import { accountTabs } from './navigation.js';
import type { FeatureManifest, FeatureRoute } from '../core/feature-manifest.js';
import { features } from './features.js';
import { lazyScreen, type LazyScreen } from '../core/code-loading/lazy-screen.js';
import {
  AppPrefixRedirect,
  NavigateKeepingQuery,
  RequireSession,
  RootRedirect,
  UsageForecastsRedirect,
} from './redirects.js';
import { RootLayout } from './RootLayout.js';
import { loadShellParts } from './shell-parts.js';
import { loadSessionStartUp } from './start-up.js';
import type { TitleHandle } from './route-title.js';

/**
 * What a route of ours carries besides its element: the screen to fetch as soon as the route matches, and its page's
 * title (TitleHandle).
 */
interface ScreenHandle extends TitleHandle {
  screen?: Pick<LazyScreen<object>, 'prefetch'>;
  /** The route and those under it need a session: their code is not fetched for a signed-out visitor. */
  signedIn?: boolean;
}

/** A route showing a screen whose code loads on demand, fetched as soon as an address matches it; titled `title`. */
function screenRoute<P extends object>(
  path: string | undefined,
  title: string,
  Screen: LazyScreen<P>,
  props: P,
): RouteObject {
  const handle: ScreenHandle = { screen: Screen, title };
  return { path, element: <Screen {...props} />, handle };
}

/**
 * A tab's landing page for every path under it (e.g. /account/usage/forecasts) until its screens exist, titled
 * as the tab (its title here, not read from the screen's module, which loads on demand).
 */
/** The landing pages of the tabs whose screens are still to come (their manifests' `comingSoon`). */
const tabLandings = accountTabs.flatMap(({ href, label, comingSoon }) => {
  if (!comingSoon) return [];
  const load = async () => {
    const [{ TabLandingScreen }, summary] = await Promise.all([import('./screens/TabLandingScreen.js'), comingSoon()]);
    return { Screen: () => <TabLandingScreen title={label} summary={summary} /> };
  };
  return [screenRoute(`${href.replace(/^\/account\//, '')}/*`, label, lazyScreen(load, 'Screen'), {})];
});

/** The footer pages' layout: the public shell's code (AppShell) only for a visitor of those pages. */
const SiteLayout = lazyScreen(() => import('./SiteLayout.js'), 'SiteLayout');

const AccountLayout = lazyScreen(
  () => import('./AccountLayout.js'),
  'AccountLayout',
  // With the start-up's code, so the shell's and screens' own loads find their calls already sent, and the parts
  // the shell shows of the features (the account switcher).
  () => Promise.all([loadSessionStartUp(), loadShellParts()]),
);

/** A feature's route (its manifest), its screen loaded on demand; a dashboard's load also fetches widget code. */
function featureRoute({ path, title, screen, showsWidgets }: FeatureRoute): RouteObject {
  const load = async () => {
    // The registry comes with the account pages' code, which this screen's route loads alongside.
    if (showsWidgets) void import('./widget-registry.js').then((registry) => registry.preloadEveryWidget());
    return { Screen: await screen() };
  };
  return screenRoute(path, title, lazyScreen(load, 'Screen'), {});
}

/** The routes the features declare in this area. */
const featureRoutes = (manifests: readonly FeatureManifest[], area: FeatureRoute['area']) =>
  manifests
    .flatMap((feature) => feature.routes ?? [])
    .filter((route) => route.area === area)
    .map(featureRoute);

const screens = {
  authRedirect: lazyScreen(() => import('./screens/AuthRedirectScreen.js'), 'AuthRedirectScreen'),
  outage: lazyScreen(() => import('../services/outage/screens/OutageScreen.js'), 'OutageScreen'),
  notFound: lazyScreen(() => import('./screens/NotFoundScreen.js'), 'NotFoundScreen'),
};

/**
 * spec 1 §2 top-level routes. Screens load on demand (a chunk that fails or takes over 120 s shows the error screen
 * with reload), so /login ships only what it needs; every screen an address matches is fetched at once, not one
 * after another as each layout renders (preloadScreens).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/app/*', element: <AppPrefixRedirect /> },
      ...featureRoutes(features, undefined),
      screenRoute('/auth/redirect', 'Signing you in', screens.authRedirect, {}),
      screenRoute('/outage', 'Service outage', screens.outage, {}),
      // spec 1 §2 footer links: in the account pages' shell with a session, in the public one without.
      {
        element: <SiteLayout signedIn={<AccountLayout />} />,
        handle: { screen: SiteLayout } satisfies ScreenHandle,
        children: featureRoutes(features, 'site'),
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
        element: (
          <RequireSession>
            <AccountLayout />
          </RequireSession>
        ),
        handle: { screen: AccountLayout, signedIn: true } satisfies ScreenHandle,
        children: [
          { index: true, element: <NavigateKeepingQuery to="dashboard" /> },
          ...featureRoutes(features, 'account'),
          ...tabLandings,
        ],
      },
      // spec 1 §2: the short prefixes of the account's areas.
      { path: '/bill/*', element: <NavigateKeepingQuery to="/account/bill" /> },
      { path: '/dashboard/*', element: <NavigateKeepingQuery to="/account/dashboard" /> },
      { path: '/profile/*', element: <NavigateKeepingQuery to="/account/profile" /> },
      { path: '/usage/*', element: <NavigateKeepingQuery to="/account/usage" /> },
      screenRoute('*', 'Page not found', screens.notFound, {}),
    ],
  },
];

/**
 * Starts fetching the code of every screen `pathname` matches in `table`, layouts and the page inside them
 * together; the signed-in ones only with a session (a signed-out visitor is sent to /login instead).
 */
export function preloadScreens(table: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(table, pathname) ?? []) {
    const handle = route.handle as ScreenHandle | undefined;
    if (handle?.signedIn && !tokenStore.get()) return;
    handle?.screen?.prefetch();
  }
}
