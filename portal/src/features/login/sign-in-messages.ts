import type { SignInFailure } from '../../core/session/sign-in.js';
import type { SessionEndReason } from '../../auth/token-store.js';

/**
 * What the login page tells a customer whose sign-in did not complete. The identity provider's codes and how they read
 * are the contract's (contract/src/sign-in-rules.ts); the words are the portal's.
 */
export const signInFailureMessages: Record<SignInFailure, string> = {
  'state-mismatch':
    'We couldn’t confirm this sign-in was started here, so we stopped it to keep your account safe. Please sign in again.',
  'code-rejected': 'Your sign-in expired or was already used, so it could not be completed. Please sign in again.',
  unreachable: 'We couldn’t reach our sign-in service. Check your connection and try again.',
  // spec 1 §8: AADB2C90208 'The link is expired'.
  'expired-link': 'The link is expired. Please sign in again to get a new one.',
  cancelled: 'Sign-in was cancelled.',
  'provider-error': 'Sign-in was not completed. Please try again.',
};

/** What the login page says when a session ended without the customer signing out (spec 1 §4). */
export const sessionEndMessages: Record<SessionEndReason, string> = {
  'refresh-rejected': 'Your session has ended. Please sign in again.',
  'refresh-expired':
    'You were signed in for a while, so we signed you out to keep your account safe. Please sign in again.',
  'accounts-failed': 'We couldn’t load your account, so we signed you out. Please sign in again.',
  unauthorised: 'Your session has ended. Please sign in again.',
};
