import type { Brand } from '@harakeke/themes';
import { tokenStore } from '../auth/token-store.js';
import { refreshTokens } from './identity.js';

let inFlight: Promise<string | null> | null = null;

/**
 * spec 1 §4: on a 401, refresh once for every call that is waiting; each retries with the new token.
 * Resolves to the new access token, or null when the session cannot be refreshed and has ended.
 */
export function refreshAccessToken(brand: Brand, now: () => number = Date.now): Promise<string | null> {
  inFlight ??= (async () => {
    const session = tokenStore.get();
    if (!session?.refreshToken || now() > session.refreshUntil) {
      tokenStore.set(null);
      return null;
    }
    try {
      const fresh = await refreshTokens(brand, session.refreshToken, session.policy);
      tokenStore.set({
        ...session,
        accessToken: fresh.access_token,
        refreshToken: fresh.refresh_token ?? session.refreshToken,
        expiresAt: now() + fresh.expires_in * 1000,
      });
      return fresh.access_token;
    } catch {
      tokenStore.set(null);
      return null;
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
