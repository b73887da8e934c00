import { useBrand } from '@harakeke/design-system';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { CenteredPage } from '../../../services/centered-page/CenteredPage.js';
import type { SignInPolicy } from '../../../auth/identity-config.js';
import { useSession } from '../../../core/session/session.js';
import { tokenStore } from '../../../auth/token-store.js';
import { OutageNotice } from '../../../services/outage/OutageNotice.js';
import { buildAuthorizeUrl, type SignInFailure } from '../../../core/session/sign-in.js';
import { safeSignInTarget } from '../../../auth/sign-in-target.js';
import { LoginView } from '../LoginView.js';

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

  return (
    <CenteredPage>
      <LoginView
        failure={failure}
        sessionEnd={ended?.reason}
        startFailed={startError}
        redirecting={redirecting}
        onSignIn={(policy) => void signIn(policy)}
        // spec 1 §4: the planned maintenance notice is for everyone, so signed out too, before they sign in.
        notice={<OutageNotice />}
      />
    </CenteredPage>
  );
}
