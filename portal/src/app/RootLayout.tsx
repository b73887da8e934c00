import { Spinner } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loadOutageAtom, outageAtom, outageIsOnAtom } from '../features/outage/atoms.js';
import { CenteredPage } from './CenteredPage.js';

/** spec 1 §4 start-up: the outage state loads first; while an outage is on, everyone goes to /outage. */
export function RootLayout() {
  const outage = useAtomValue(outageAtom);
  const outageIsOn = useAtomValue(outageIsOnAtom);
  const loadOutage = useSetAtom(loadOutageAtom);
  const { pathname } = useLocation();

  useEffect(() => {
    void loadOutage();
  }, [loadOutage]);

  if (outage.status === 'UNINITIALIZED' || outage.status === 'LOADING') return <LoadingPage />;
  if (outageIsOn && pathname !== '/outage') return <Navigate to="/outage" replace />;
  return <Outlet />;
}

export function LoadingPage() {
  return (
    <CenteredPage>
      <Spinner label="Loading" />
    </CenteredPage>
  );
}
