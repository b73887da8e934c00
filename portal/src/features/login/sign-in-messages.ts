import type { SignInFailure } from '../../auth/sign-in.js';

/** What the login page tells a customer whose sign-in did not complete. */
export const signInFailureMessages: Record<SignInFailure, string> = {
  'state-mismatch':
    "We couldn't confirm this sign-in was started here, so we stopped it to keep your account safe. Please sign in again.",
  'code-rejected': 'Your sign-in expired or was already used, so it could not be completed. Please sign in again.',
  unreachable: "We couldn't reach our sign-in service. Check your connection and try again.",
  // spec 1 §8: AADB2C90208 'The link is expired'.
  'expired-link': 'The link is expired. Please sign in again to get a new one.',
  cancelled: 'Sign-in was cancelled.',
  'provider-error': 'Sign-in was not completed. Please try again.',
};
