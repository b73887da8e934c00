import { tokenStore, type SessionTokens } from '../auth/token-store.js';

/** Stores a signed-in session, its access token valid for a minute, as the sign-in would. */
export function storeTestSession(overrides: Partial<SessionTokens> = {}): void {
  tokenStore.set({
    accessToken: 'at',
    refreshToken: 'rt',
    expiresAt: Date.now() + 60_000,
    policy: 'normal',
    refreshUntil: Date.now() + 60_000,
    ...overrides,
  });
}
