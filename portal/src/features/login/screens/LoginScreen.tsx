import { Banner, Button, Card, ErrorBox, Heading, Inline, Text, useBrand } from '@harakeke/design-system';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { CenteredPage } from '../../../app/CenteredPage.js';
import type { SignInPolicy } from '../../../auth/identity-config.js';
import { useSession } from '../../../auth/session.js';
import { tokenStore } from '../../../auth/token-store.js';
import { OutageNotice } from '../../../services/outage/OutageNotice.js';
import { buildAuthorizeUrl, type SignInFailure } from '../../../auth/sign-in.js';
import { safeSignInTarget } from '../../../auth/sign-in-target.js';
import { sessionEndMessages, signInFailureMessages } from '../sign-in-messages.js';

export interface LoginLocationState {
  signInFailure?: SignInFailure;
}

/** /login: starts the sign-in at the identity provider, keeping the address the customer wanted. */
export function LoginScreen() {
  const brand = useBrand();
  const session = useSession();
  const [params] = useSearchParams();
  const failure = (useLocation().state as LoginLocationState | null)?.signInFailure;
  const [redirecting, setRedirecting] = useState<SignInPolicy | null>(null);
  const ended = tokenStore.endedBy();
  const [startError, setStartError] = useState(false);
  const target = safeSignInTarget(params.get('target'));

  if (session) return <Navigate to={target} replace />;

  const signIn = async (policy: SignInPolicy) => {
    setRedirecting(policy);
    setStartError(false);
    try {
      window.location.assign(await buildAuthorizeUrl(brand, { target, policy }));
    } catch {
      // Only a browser without Web Crypto gets here.
      setRedirecting(null);
      setStartError(true);
    }
  };
  // spec 1 §8: an expired email link offers a new link first.
  const linkExpired = failure === 'expired-link';

  return (
    <CenteredPage>
      <Card labelledBy="login-heading">
        <Text tone="muted">{brand.name}</Text>
        <Heading level={1} size="lg" id="login-heading">
          Sign in to your account
        </Heading>
        {/* spec 1 §4: the planned maintenance notice is for everyone, so signed out too, before they sign in. */}
        <OutageNotice />
        {failure && <ErrorBox title="We couldn't sign you in" detail={signInFailureMessages[failure]} />}
        {!failure && ended && <Banner tone="info">{sessionEndMessages[ended.reason]}</Banner>}
        {startError && (
          <ErrorBox title="We couldn't start the sign-in" detail="Please update your browser and try again." />
        )}
        <Text>See your bills and energy use, make payments and manage your account.</Text>
        <Inline wrap gap="3">
          <Button
            variant={linkExpired ? 'secondary' : 'primary'}
            onClick={() => void signIn('normal')}
            isPending={redirecting === 'normal'}
            isDisabled={redirecting === 'magic-link'}
          >
            Sign in
          </Button>
          <Button
            variant={linkExpired ? 'primary' : 'secondary'}
            onClick={() => void signIn('magic-link')}
            isPending={redirecting === 'magic-link'}
            isDisabled={redirecting === 'normal'}
          >
            {linkExpired ? 'Email me a new link' : 'Email me a sign-in link'}
          </Button>
        </Inline>
      </Card>
    </CenteredPage>
  );
}
