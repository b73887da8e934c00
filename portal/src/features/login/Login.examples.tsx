import { defineExamples, Stack } from '@harakeke/design-system';
import { LoginView, type LoginViewProps } from './LoginView.js';

const ignore = () => undefined;

/** The card as wide as the page's one column (CenteredPage). */
const login = (props: Omit<LoginViewProps, 'onSignIn'> = {}) => (
  <Stack width="narrowContent">
    <LoginView onSignIn={ignore} {...props} />
  </Stack>
);

// The sign-in card of /login in the story's brand: its sign-up links are the brand's own (spec 1 §1).
export const loginExamples = defineExamples({
  Default: {
    description:
      'Sign in, or ask for an email link; under them the brand’s sign-up links for a home and for a business (spec 1 §1).',
    render: () => login(),
  },
  SignInFailed: {
    description: 'The sign-in came back refused: what happened, then the same ways in.',
    render: () => login({ failure: 'state-mismatch' }),
  },
  LinkExpired: {
    description: 'spec 1 §8: an expired email link; a new link is the first offer.',
    render: () => login({ failure: 'expired-link' }),
  },
  SessionEnded: {
    description: 'spec 1 §4: the session ended without a sign-out, said once on the way back in.',
    render: () => login({ sessionEnd: 'accounts-failed' }),
  },
  StartFailed: {
    description: 'A browser without Web Crypto cannot start the sign-in.',
    render: () => login({ startFailed: true }),
  },
  Redirecting: {
    description: 'On the way to the identity provider: the pressed button pending, the other disabled.',
    render: () => login({ redirecting: 'normal' }),
  },
});
