import { Navigate, useLocation, useParams } from 'react-router-dom';
import { loginPathFor } from '../auth/sign-in-target.js';
import { useSession } from '../auth/session.js';

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

/** Signed-out visitors of /account go to /login with the address they wanted kept. */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (!session) return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  return children;
}

/** A redirect that carries the query string and hash along (spec 1 §2 keeps the query from / onwards). */
export function NavigateKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
