import { Card, Heading, Link, Text, useBrand } from '@harakeke/design-system';
import { CenteredPage } from '../../../app/CenteredPage.js';

/**
 * spec 1 §2: /activate is a known prefix whose behaviour is not shown. Ours welcomes a customer arriving from an
 * activation email and sends them to sign in, where a new login is completed.
 */
export function ActivateScreen() {
  const brand = useBrand();
  return (
    <CenteredPage>
      <Card labelledBy="activate-heading">
        <Heading level={1} size="lg" id="activate-heading">
          Welcome to {brand.name}
        </Heading>
        <Text>Your online account is ready. Sign in with the email address we sent this link to.</Text>
        <Link variant="standalone" href="/login">
          Sign in
        </Link>
      </Card>
    </CenteredPage>
  );
}
