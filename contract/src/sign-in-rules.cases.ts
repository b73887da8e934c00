/*
 * spec 1 §4 and §8: the returns from the identity provider that carry an error, as test cases, each error_description
 * written out in full here rather than built from signInErrorCodes, so a test fails if a code changes. Run against the
 * shared reading (contract), the identity provider's own returns (server/test/sign-in-rules.test.ts) and what the
 * customer sees after each (portal/src/features/login/sign-in-messages.test.tsx).
 */
import type { SignInReturnError } from './sign-in-rules.js';

/** The identity provider's flows that end in a return with an error code. */
export type SignInErrorFlow = 'cancelSignIn' | 'openExpiredLink';

export interface SignInReturnCase {
  /** What the case shows, for the test's name. */
  name: string;
  /** The return's error parameter (OAuth 2.0's). */
  error: string;
  /** The return's error_description. */
  errorDescription: string;
  /** What the portal reads it as. */
  reads: SignInReturnError;
  /** The identity provider's flow that sends exactly this return; absent for a return ours never sends. */
  sentBy?: SignInErrorFlow;
}

export const signInReturnCases: readonly SignInReturnCase[] = [
  {
    name: 'cancelled (Cancel and go back)',
    error: 'access_denied',
    errorDescription: 'AADB2C90091: The user has cancelled entering self-asserted information.',
    reads: 'cancelled',
    sentBy: 'cancelSignIn',
  },
  {
    name: 'an email link used or past its life',
    error: 'access_denied',
    errorDescription: 'AADB2C90208: The link is expired.',
    reads: 'expired-link',
    sentBy: 'openExpiredLink',
  },
  {
    name: 'the expired-link code alone',
    error: 'access_denied',
    errorDescription: 'AADB2C90208',
    reads: 'expired-link',
  },
  {
    name: 'the expired-link text alone',
    error: 'access_denied',
    errorDescription: 'The link is expired',
    reads: 'expired-link',
  },
  {
    name: 'an error of the provider’s own',
    error: 'login_required',
    errorDescription: 'End-User authentication is required',
    reads: 'provider-error',
  },
  { name: 'an error without a description', error: 'server_error', errorDescription: '', reads: 'provider-error' },
];
