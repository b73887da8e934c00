/*
 * spec 1 §4 and §8: the identity provider's error codes on a sign-in's return to /auth/redirect/. The identity provider
 * (server/src/idp/) writes them into the return's error_description and the portal reads them here; what the customer
 * is told about each reading is the portal's (portal/src/features/login/sign-in-messages.ts).
 */

/** spec 1 §8: the identity provider's codes the portal acts on. */
export const signInErrorCodes = {
  /** The customer cancelled a self-service flow: the portal goes to /app. */
  cancelled: 'AADB2C90091',
  /** An email sign-in link past its life or already used: the portal flags the expired link. */
  expiredLink: 'AADB2C90208',
} as const;

/** spec 1 §8: the text that comes with AADB2C90208. */
export const EXPIRED_LINK_TEXT = 'The link is expired';

/** What a return that carries an error means to the portal; any error without a code above is the provider's own. */
export type SignInReturnError = 'cancelled' | 'expired-link' | 'provider-error';

/**
 * spec 1 §4 and §8: what a return's error_description means. The code is enough, wherever it stands in the text (the
 * provider puts it first, 'AADB2C90091: …'); an expired link is also known by its text alone, as spec 1 §8 names both.
 */
export function signInReturnErrorOf(errorDescription: string): SignInReturnError {
  if (errorDescription.includes(signInErrorCodes.cancelled)) return 'cancelled';
  if (errorDescription.includes(signInErrorCodes.expiredLink) || errorDescription.includes(EXPIRED_LINK_TEXT)) {
    return 'expired-link';
  }
  return 'provider-error';
}
