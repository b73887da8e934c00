import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { CenteredPage } from '../../centered-page/CenteredPage.js';
import { outageAtom } from '../atoms.js';
import { OutageView } from '../OutageView.js';

/** spec 1 §2: while a national outage is on, everyone sees this page. */
export function OutageScreen() {
  const outage = useAtomValue(outageAtom);
  if (outage.status === 'SUCCESS' && !outage.data?.isOn) return <Navigate to="/" replace />;
  return (
    <CenteredPage>
      <OutageView outage={outage.data} />
    </CenteredPage>
  );
}
