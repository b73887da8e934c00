/** Where a customer lands after signing in when no deep link was saved (spec 1 §2). */
export const DEFAULT_SIGN_IN_TARGET = '/app';

/** Any origin would do: a target is resolved against it only to see whether it leaves it. */
const THIS_ORIGIN = 'https://portal.invalid';

/**
 * Whether a path stays on this origin once a browser reads it: browsers drop tabs and line breaks from an address and
 * read a backslash as a slash, so `/\t/evil.example` and `/\evil.example` both mean another site.
 */
function staysOnThisOrigin(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is being refused
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || /[\u0000-\u001f\u007f]/.test(path)) {
    return false;
  }
  try {
    return new URL(path, THIS_ORIGIN).origin === THIS_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * A deep link is kept only when it is a path on this origin, and still is once spec 1 §2's redirects have rewritten
 * it (`/app//evil.example` becomes `//evil.example`), so a crafted link cannot send a customer elsewhere after signing
 * in, nor leave the return page unable to go anywhere.
 */
export function safeSignInTarget(target: string | null | undefined): string {
  if (!target || !staysOnThisOrigin(target) || !staysOnThisOrigin(signedInDestination(target))) {
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
