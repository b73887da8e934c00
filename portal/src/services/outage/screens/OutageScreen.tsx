import { Card, Heading, Text } from '@harakeke/design-system';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { CenteredPage } from '../../../app/CenteredPage.js';
import { outageAtom } from '../atoms.js';

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
        <Text>
          The portal is unavailable{data?.period ? ` ${data.period}` : ' for a short while'}. Your power and gas supply
          are not affected.
        </Text>
        {data?.outageDurationText && <Text tone="muted">{data.outageDurationText}</Text>}
      </Card>
    </CenteredPage>
  );
}
