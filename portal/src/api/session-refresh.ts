import type { Brand } from '@harakeke/themes';
import { tokenStore } from '../auth/token-store.js';
import { IdentityError, refreshTokens } from './identity.js';

/** What a refresh came to: a new access token; the session ended; or the provider failed and the session stays. */
export type RefreshOutcome = { kind: 'refreshed'; accessToken: string } | { kind: 'ended' } | { kind: 'failed' };

let inFlight: Promise<RefreshOutcome> | null = null;

async function refresh(brand: Brand, now: () => number): Promise<RefreshOutcome> {
  const session = tokenStore.get();
  if (!session) return { kind: 'ended' };
  // spec 1 §4: the mobile variant skips refresh-token logic; without a refresh token, or once the temporary refresh
  // period is over, the session ends.
  if (session.mobile) {
    tokenStore.end('unauthorised');
    return { kind: 'ended' };
  }
  if (!session.refreshToken || now() > session.refreshUntil) {
    tokenStore.end('refresh-expired');
    return { kind: 'ended' };
  }
  try {
    const fresh = await refreshTokens(brand, session.refreshToken, session.policy);
    tokenStore.set({
      ...session,
      accessToken: fresh.access_token,
      refreshToken: fresh.refresh_token ?? session.refreshToken,
      expiresAt: now() + fresh.expires_in * 1000,
    });
    return { kind: 'refreshed', accessToken: fresh.access_token };
  } catch (error) {
    // spec 1 §8: HTTP 400 on refresh ends the session; any other failure keeps it and shows an error.
    if (error instanceof IdentityError && error.rejected) {
      tokenStore.end('refresh-rejected');
      return { kind: 'ended' };
    }
    return { kind: 'failed' };
  }
}

/**
 * spec 1 §4: on a 401, one refresh for every call that is waiting; each retries with the new token. A call whose
 * 401 arrives after the refresh has finished (it was sent with the old token) retries with the new token instead of
 * refreshing again: `rejectedToken` is the token the failed call carried.
 */
export function refreshAccessToken(
  brand: Brand,
  rejectedToken?: string,
  now: () => number = Date.now,
): Promise<RefreshOutcome> {
  const current = tokenStore.get()?.accessToken;
  if (!inFlight && rejectedToken && current && current !== rejectedToken) {
    return Promise.resolve({ kind: 'refreshed', accessToken: current });
  }
  inFlight ??= refresh(brand, now).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
