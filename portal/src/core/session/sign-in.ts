import { signInReturnErrorOf, type SignInReturnError } from '@harakeke/contract';
import type { Brand } from '@harakeke/themes';
import { exchangeCode, IdentityError } from '../../api/identity.js';
import { deviceId } from '../../auth/device-id.js';
import { identityEndpoints, redirectUri, SIGN_IN_SCOPE, type SignInPolicy } from '../../auth/identity-config.js';
import { codeChallengeS256, randomUrlSafe } from '../../auth/pkce.js';
import { safeSignInTarget } from '../../auth/sign-in-target.js';
import { TEMPORARY_REFRESH_MS, tokenStore } from '../../auth/token-store.js';

const PENDING_KEY = 'harakeke.pendingSignIn';

/** What a sign-in in progress keeps in this tab until the identity provider sends the customer back. */
interface PendingSignIn {
  state: string;
  verifier: string;
  target: string;
  policy: SignInPolicy;
}

/** spec 1 §4: the authorise request with every parameter the spec lists. */
export async function buildAuthorizeUrl(
  brand: Brand,
  { target, policy = 'normal' }: { target: string; policy?: SignInPolicy },
): Promise<string> {
  const pending: PendingSignIn = {
    state: randomUrlSafe(),
    verifier: randomUrlSafe(48),
    target: safeSignInTarget(target),
    policy,
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const params = new URLSearchParams({
    p: policy,
    client_id: brand.clientId,
    response_type: 'code',
    redirect_uri: redirectUri(),
    scope: SIGN_IN_SCOPE,
    device_id: deviceId(),
    platform: 'Web',
    state: pending.state,
    code_challenge: await codeChallengeS256(pending.verifier),
    code_challenge_method: 'S256',
  });
  return `${identityEndpoints.authorize}?${params}`;
}

/** Why a return from the identity provider did not sign the customer in: this tab's checks, or an error it sent. */
export type SignInFailure = 'state-mismatch' | 'code-rejected' | 'unreachable' | SignInReturnError;

export type SignInResult = { ok: true; target: string } | { ok: false; reason: SignInFailure; target: string };

function takePending(): PendingSignIn | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  // One use only: a replayed return address finds nothing to match.
  sessionStorage.removeItem(PENDING_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingSignIn;
  } catch {
    return null;
  }
}

/**
 * Finishes the sign-in on /auth/redirect/: checks the state, exchanges the code with the PKCE
 * verifier, and keeps the tokens.
 */
export async function completeSignIn(brand: Brand, search: string, now = Date.now()): Promise<SignInResult> {
  const query = new URLSearchParams(search);
  const pending = takePending();
  // Checked again on the way back: the tab's storage could have been changed since the sign-in began.
  const target = safeSignInTarget(pending?.target);
  const errorDescription = query.get('error_description') ?? '';
  // spec 1 §8: the identity provider's codes for a cancelled flow and an expired email link.
  if (query.has('error')) return { ok: false, reason: signInReturnErrorOf(errorDescription), target };
  const code = query.get('code');
  const state = query.get('state');
  if (!pending || !code || !state || state !== pending.state) {
    return { ok: false, reason: 'state-mismatch', target };
  }
  try {
    const tokens = await exchangeCode(brand, { code, verifier: pending.verifier, redirectUri: redirectUri() });
    tokenStore.set({
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      expiresAt: now + tokens.expires_in * 1000,
      policy: pending.policy,
      refreshUntil: now + TEMPORARY_REFRESH_MS,
    });
    return { ok: true, target };
  } catch (error) {
    const reason = error instanceof IdentityError && error.rejected ? 'code-rejected' : 'unreachable';
    return { ok: false, reason, target };
  }
}
