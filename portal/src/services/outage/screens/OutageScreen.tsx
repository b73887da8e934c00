import { Card, Heading, Text } from '@harakeke/design-system';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { CenteredPage } from '../../../app/CenteredPage.js';
import { outageAtom } from '../atoms.js';
import { outageScreenText } from '../outage-text.js';

/** spec 1 §2: while a national outage is on, everyone sees this page. */
export function OutageScreen() {
  const outage = useAtomValue(outageAtom);
  if (outage.status === 'SUCCESS' && !outage.data?.isOn) return <Navigate to="/" replace />;
  const data = outage.data;
  return (
    <CenteredPage>
      <Card labelledBy="outage-heading">
        <Heading level={1} id="outage-heading">
          We're doing some maintenance
        </Heading>
        <Text>{outageScreenText(data ?? { period: null, outageDurationText: null })}</Text>
      </Card>
    </CenteredPage>
  );
}
