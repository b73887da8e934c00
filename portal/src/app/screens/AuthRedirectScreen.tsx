import { Spinner, Text, useBrand } from '@harakeke/design-system';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { CenteredPage } from '../../services/centered-page/CenteredPage.js';
import { startUpAtom } from '../start-up.js';
import { completeSignIn, type SignInResult } from '../../core/session/sign-in.js';
import { DEFAULT_SIGN_IN_TARGET, loginPathFor, signedInDestination } from '../../auth/sign-in-target.js';

// The code is single-use: React's development double effects must not spend it twice.
const completions = new Map<string, Promise<SignInResult>>();

/** /auth/redirect/: the identity provider's return page. */
export function AuthRedirectScreen() {
  const brand = useBrand();
  const navigate = useNavigate();
  const startUp = useSetAtom(startUpAtom);

  useEffect(() => {
    const search = window.location.search;
    let completion = completions.get(search);
    if (!completion) {
      completion = completeSignIn(brand, search);
      completions.set(search, completion);
    }
    let active = true;
    void completion.then((result) => {
      if (!active) return;
      // Every outcome replaces this history entry, so the code never stays in the address bar.
      if (result.ok) {
        const destination = signedInDestination(result.target);
        // The start-up calls go out for the page the customer lands on (its widget list included) while the
        // router fetches that page's code: one wave after the token exchange, not one per redirect and chunk.
        startUp(new URL(destination, window.location.origin).pathname);
        navigate(destination, { replace: true });
      }
      // spec 1 §4: a cancelled flow goes to /app, which (signed out) leads back to the login page.
      else if (result.reason === 'cancelled') navigate(DEFAULT_SIGN_IN_TARGET, { replace: true });
      else navigate(loginPathFor(result.target), { replace: true, state: { signInFailure: result.reason } });
    });
    return () => {
      active = false;
    };
  }, [brand, navigate, startUp]);

  return (
    <CenteredPage>
      <div role="status">
        <Spinner /> <Text as="span">Signing you in…</Text>
      </div>
    </CenteredPage>
  );
}
