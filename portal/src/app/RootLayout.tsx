import { RouterProvider, Spinner } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useLayoutEffect } from 'react';
import { Navigate, Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../core/session/session.js';
import { outageAtom, outageIsOnAtom } from '../services/outage/atoms.js';
import { CenteredPage } from '../services/centered-page/CenteredPage.js';
import { startUpAtom } from './start-up.js';

/**
 * spec 1 §4 start-up: the outage state decides first what is shown; while an outage is on, everyone goes to
 * /outage. The screen underneath mounts meanwhile (hidden), so its calls go out with the outage's.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const outage = useAtomValue(outageAtom);
  const outageIsOn = useAtomValue(outageIsOnAtom);
  const startUp = useSetAtom(startUpAtom);
  const session = useSession();
  const { pathname } = useLocation();

  // A layout effect: it runs before any screen's own effects, so the start-up's calls are the ones sent and a
  // screen that asks for the same data finds it on its way.
  useLayoutEffect(() => {
    startUp(pathname);
    // Start-up runs on arrival and again when a session starts, not on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startUp, session?.refreshUntil]);

  const outageKnown = outage.status !== 'UNINITIALIZED' && outage.status !== 'LOADING';
  if (outageKnown && outageIsOn && pathname !== '/outage') return <Navigate to="/outage" replace />;
  return (
    <RouterProvider navigate={(href, options) => void navigate(href, options)} useHref={useLinkHref}>
      {!outageKnown && <LoadingPage />}
      <div hidden={!outageKnown}>
        {/* Inside the layout, so start-up runs while the screens' code is still on its way. */}
        <Suspense fallback={<LoadingPage />}>
          <Outlet />
        </Suspense>
      </div>
    </RouterProvider>
  );
}

/** An address with a scheme (https:, mailto:, tel:) or protocol-relative: not one of the router's paths. */
const outsideTheApp = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The href a link renders: the router's for the portal's own paths; any other address as it is. React Router's
 * useHref reads every href as a path of the app, so the footer's social links (spec 1 §2) and the contact page's
 * mailto: and tel: links would otherwise become '/https:/www.facebook.com/…'.
 */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return outsideTheApp.test(href) ? href : routed;
}

export function LoadingPage() {
  return (
    <CenteredPage withFooter={false}>
      <Spinner label="Loading" />
    </CenteredPage>
  );
}
