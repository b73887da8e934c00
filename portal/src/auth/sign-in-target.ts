/** Where a customer lands after signing in when no deep link was saved (spec 1 §2). */
export const DEFAULT_SIGN_IN_TARGET = '/app';

/**
 * A deep link is kept only when it is a path on this origin, so a crafted link cannot send a
 * customer elsewhere after signing in.
 */
export function safeSignInTarget(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return DEFAULT_SIGN_IN_TARGET;
  }
  if (target.startsWith('/login') || target.startsWith('/auth/redirect')) return DEFAULT_SIGN_IN_TARGET;
  return target;
}

/** The login page's address for a customer who tried to open `target` while signed out. */
export function loginPathFor(target: string): string {
  return `/login?target=${encodeURIComponent(target)}`;
}

/**
 * Where a signed-in customer's target finally lands, following spec 1 §2's redirects in one step (/app drops its
 * prefix; / goes to /account, keeping the query), so the return from sign-in makes one navigation, not a chain.
 */
export function signedInDestination(target: string): string {
  const withoutApp = target.replace(/^\/app(?=\/|\?|#|$)/, '') || '/';
  const [path = '/', rest = ''] = withoutApp.split(/(?=[?#])/, 2);
  return path === '/' ? `/account${rest}` : withoutApp;
}
