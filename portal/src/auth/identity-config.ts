/** The identity provider's endpoints, on this same origin. */
export const identityEndpoints = {
  authorize: '/idp/auth',
  token: '/idp/token',
  revocation: '/idp/token/revocation',
  endSession: '/idp/session/end',
} as const;

export const SIGN_IN_SCOPE = 'openid profile email offline_access';

/** spec 1 §4: the two sign-in policies; normal is the default. */
export type SignInPolicy = 'normal' | 'magic-link';

export function redirectUri(origin: string = window.location.origin): string {
  return `${origin}/auth/redirect/`;
}
