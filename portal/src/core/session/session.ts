import type { Brand } from '@harakeke/themes';
import { useSyncExternalStore } from 'react';
import { revokeToken } from '../../api/identity.js';
import { identityEndpoints } from '../../auth/identity-config.js';
import { tokenStore, type SessionTokens } from '../../auth/token-store.js';

/** The signed-in session, or null; re-renders when the customer signs in or out in any tab. */
export function useSession(): SessionTokens | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
}

/**
 * spec 1 §4 logout: forget the tokens, revoke the refresh token (failures ignored), then end the
 * identity provider's session, which sends the customer to the root.
 */
export async function signOut(brand: Brand, navigateTo: (url: string) => void = (url) => window.location.assign(url)) {
  const refreshToken = tokenStore.get()?.refreshToken;
  tokenStore.set(null);
  if (refreshToken) await revokeToken(brand, refreshToken);
  const params = new URLSearchParams({
    client_id: brand.clientId,
    post_logout_redirect_uri: `${window.location.origin}/`,
  });
  navigateTo(`${identityEndpoints.endSession}?${params}`);
}
