import { Card, Heading, Link, Text, useBrand } from '@harakeke/design-system';
import { Navigate } from 'react-router-dom';
import { CenteredPage } from '../../../services/centered-page/CenteredPage.js';
import { useSession } from '../../../core/session/session.js';

/**
 * spec 1 §2: /activate is a known prefix whose behaviour is not shown. Ours welcomes a customer arriving from an
 * activation email and sends them to sign in, where a new login is completed. A customer already signed in has
 * nothing to activate or sign in to: they go to their dashboard, leaving no /activate step to come back to.
 */
export function ActivateScreen() {
  const brand = useBrand();
  const session = useSession();
  if (session) return <Navigate to="/account/dashboard" replace />;
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
