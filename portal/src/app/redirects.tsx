import { Navigate, useLocation, useParams } from 'react-router-dom';
import { loginPathFor } from '../auth/sign-in-target.js';
import { useSession } from '../core/session/session.js';
import { tokenStore } from '../auth/token-store.js';

/** spec 1 §2 `/`: signed in, go to /account keeping the query string; otherwise the login flow. */
export function RootRedirect() {
  const session = useSession();
  const { search } = useLocation();
  return <Navigate to={session ? `/account${search}` : '/login'} replace />;
}

/** spec 1 §2 `/app`: the same sub-path without the /app prefix. */
export function AppPrefixRedirect() {
  const rest = useParams()['*'] ?? '';
  return <NavigateKeepingQuery to={`/${rest}`} />;
}

/**
 * Signed-out visitors of /account go to /login with the address they wanted kept. A session that ended on its own
 * (spec 1 §4: a refused refresh, accounts that fail to load) goes to the root instead, or for the mobile embed to
 * /general-error.
 */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (!session) {
    const ended = tokenStore.endedBy();
    if (ended) return <Navigate to={ended.wasMobile ? '/general-error' : '/'} replace />;
    return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  }
  return children;
}

/** spec 1 §2: /usage/forecasts is the forecasts page of the usage area. */
export function UsageForecastsRedirect() {
  return <NavigateKeepingQuery to="/account/usage/forecasts" />;
}

/** A redirect that carries the query string and hash along (spec 1 §2 keeps the query from / onwards). */
export function NavigateKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
