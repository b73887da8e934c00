import { Banner, Button, ErrorBox, Heading, Inline, PlainLink, Stack, Text, useBrand } from '@harakeke/design-system';
import type { ReactNode } from 'react';
import { CenteredCard } from '../../services/centered-page/CenteredCard.js';
import type { SignInPolicy } from '../../auth/identity-config.js';
import type { SignInFailure } from '../../core/session/sign-in.js';
import type { SessionEndReason } from '../../auth/token-store.js';
import { signUpLinksFor } from '../../services/navigation/sign-up-links.js';
import { sessionEndMessages, signInFailureMessages } from './sign-in-messages.js';

export interface LoginViewProps {
  /** Why the last sign-in did not complete, when it did not. */
  failure?: SignInFailure;
  /** Why the last session ended without the customer signing out; shown when there is no `failure`. */
  sessionEnd?: SessionEndReason;
  /** The sign-in could not start here (a browser without Web Crypto). */
  startFailed?: boolean;
  /** The sign-in whose redirect to the identity provider is under way. */
  redirecting?: SignInPolicy | null;
  /** Starts a sign-in of this policy at the identity provider. */
  onSignIn: (policy: SignInPolicy) => void;
  /** The planned maintenance notice (spec 1 §4), under the heading. */
  notice?: ReactNode;
}

/** The sign-in card of /login: the sign-in's outcome, its two ways in, and the brand's sign-up links. */
export function LoginView({
  failure,
  sessionEnd,
  startFailed = false,
  redirecting = null,
  onSignIn,
  notice,
}: LoginViewProps) {
  const brand = useBrand();
  const signUp = signUpLinksFor(brand);
  // spec 1 §8: an expired email link offers a new link first.
  const linkExpired = failure === 'expired-link';
  return (
    <CenteredCard headingId="login-heading" title="Sign in to your account">
      {notice}
      {failure && <ErrorBox title="We couldn’t sign you in" detail={signInFailureMessages[failure]} />}
      {!failure && sessionEnd && <Banner tone="info">{sessionEndMessages[sessionEnd]}</Banner>}
      {startFailed && (
        <ErrorBox title="We couldn’t start the sign-in" detail="Please update your browser and try again." />
      )}
      <Text>See your bills and energy use, make payments and manage your account.</Text>
      <Stack spaceAfter="6">
        <Inline wrap gap="3">
          <Button
            variant={linkExpired ? 'secondary' : 'primary'}
            onClick={() => onSignIn('normal')}
            isPending={redirecting === 'normal'}
            isDisabled={redirecting === 'magic-link'}
          >
            Sign in
          </Button>
          <Button
            variant={linkExpired ? 'primary' : 'secondary'}
            onClick={() => onSignIn('magic-link')}
            isPending={redirecting === 'magic-link'}
            isDisabled={redirecting === 'normal'}
          >
            {linkExpired ? 'Email me a new link' : 'Email me a sign-in link'}
          </Button>
        </Inline>
      </Stack>
      <Heading level={2} size="md">
        New to {brand.name}?
      </Heading>
      {/*
       * spec 1 §1: the residential and sme sign-up links differ by brand and by a business-unit flag. A visitor on
       * /login has no account yet, so no business unit is known here: both are offered, each saying whom it is for.
       * Plain links: the browser follows them to the brand's site, and /login loads no press handling for them.
       */}
      <Inline wrap gap="5" rowGap="1">
        <PlainLink variant="standalone" href={signUp.residential}>
          Sign up for your home
        </PlainLink>
        <PlainLink variant="standalone" href={signUp.sme}>
          Sign up for your business
        </PlainLink>
      </Inline>
    </CenteredCard>
  );
}
