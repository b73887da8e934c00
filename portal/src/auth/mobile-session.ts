import { TEMPORARY_REFRESH_MS, tokenStore } from './token-store.js';

/** spec 1 §2: the mobile app opens the portal with these query parameters. */
export const MOBILE_MARKER = 'mobile';
const TOKEN_PARAM = 'token';
const PARAMS_PARAM = 'params';

/** An access token's lifetime we assume for the mobile app's token: the app refreshes it, never the portal. */
const MOBILE_TOKEN_MS = 60 * 60 * 1000;

function mobileParams(raw: string | null): { locationId: string; billingAccountNumber: string } | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { locationId, billingAccountNumber } = value as Record<string, unknown>;
    if (typeof locationId !== 'string' || typeof billingAccountNumber !== 'string') return null;
    return { locationId, billingAccountNumber };
  } catch {
    return null;
  }
}

/**
 * Starts the mobile embed's session when the address carries the mobile marker with a token and params
 * (`?mobile=true&token=…&params={"locationId":"…","billingAccountNumber":"…"}`), and takes the token out of the
 * address at once, so it is in no history entry, bookmark or referrer. Answers whether a mobile session started.
 */
export function startMobileSessionFromUrl(location: Location = window.location, history: History = window.history) {
  const query = new URLSearchParams(location.search);
  if (query.get(MOBILE_MARKER) !== 'true') return false;
  const token = query.get(TOKEN_PARAM);
  const params = mobileParams(query.get(PARAMS_PARAM));
  for (const name of [MOBILE_MARKER, TOKEN_PARAM, PARAMS_PARAM]) query.delete(name);
  const rest = query.toString();
  history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
  if (!token || !params) return false;
  const now = Date.now();
  tokenStore.set({
    accessToken: token,
    refreshToken: null,
    expiresAt: now + MOBILE_TOKEN_MS,
    policy: 'mobile',
    refreshUntil: now + TEMPORARY_REFRESH_MS,
    mobile: params,
  });
  return true;
}
