import { Button, Card, ErrorBox, Heading, Text, useBrand } from '@harakeke/design-system';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { CenteredPage } from '../../../app/CenteredPage.js';
import { useSession } from '../../../auth/session.js';
import { buildAuthorizeUrl, type SignInFailure } from '../../../auth/sign-in.js';
import { safeSignInTarget } from '../../../auth/sign-in-target.js';
import { signInFailureMessages } from '../sign-in-messages.js';

export interface LoginLocationState {
  signInFailure?: SignInFailure;
}

/** /login: starts the sign-in at the identity provider, keeping the address the customer wanted. */
export function LoginScreen() {
  const brand = useBrand();
  const session = useSession();
  const [params] = useSearchParams();
  const failure = (useLocation().state as LoginLocationState | null)?.signInFailure;
  const [redirecting, setRedirecting] = useState(false);
  const [startError, setStartError] = useState(false);
  const target = safeSignInTarget(params.get('target'));

  if (session) return <Navigate to={target} replace />;

  const signIn = async () => {
    setRedirecting(true);
    setStartError(false);
    try {
      window.location.assign(await buildAuthorizeUrl(brand, { target }));
    } catch {
      // Only a browser without Web Crypto gets here.
      setRedirecting(false);
      setStartError(true);
    }
  };

  return (
    <CenteredPage>
      <Card labelledBy="login-heading">
        <Text tone="muted">{brand.name}</Text>
        <Heading level={1} size="lg" id="login-heading">
          Sign in to your account
        </Heading>
        {failure && <ErrorBox title="We couldn't sign you in" detail={signInFailureMessages[failure]} />}
        {startError && (
          <ErrorBox title="We couldn't start the sign-in" detail="Please update your browser and try again." />
        )}
        <Text>See your bills and energy use, make payments and manage your account.</Text>
        <Button onClick={() => void signIn()} loading={redirecting}>
          Sign in
        </Button>
      </Card>
    </CenteredPage>
  );
}
