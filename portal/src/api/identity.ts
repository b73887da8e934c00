import type { Brand } from '@harakeke/themes';
import { WretchError } from 'wretch/resolver';
import { identityEndpoints, SIGN_IN_SCOPE } from '../auth/identity-config.js';
import { httpClient } from './http-client.js';

export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
}

/** A token endpoint failure: `rejected` when the provider refused the grant (HTTP 400), else unreachable. */
export class IdentityError extends Error {
  constructor(
    readonly rejected: boolean,
    readonly status: number | undefined,
  ) {
    super(rejected ? 'The identity provider rejected the grant' : 'The identity provider could not be reached');
  }
}

async function postToken(form: Record<string, string>, policy?: string): Promise<TokenResponse> {
  try {
    const request = httpClient().url(identityEndpoints.token);
    // spec 1 §7: the refresh call carries the policy as query p.
    const withPolicy = policy ? request.query({ p: policy }) : request;
    return await withPolicy.formUrl(form).post().json<TokenResponse>();
  } catch (error) {
    if (error instanceof WretchError) throw new IdentityError(error.status === 400, error.status);
    throw new IdentityError(false, undefined);
  }
}

/** spec 1 §7: the code exchange form (grant_type, client_id, scope, redirect_uri, code, code_verifier). */
export function exchangeCode(
  brand: Brand,
  { code, verifier, redirectUri }: { code: string; verifier: string; redirectUri: string },
): Promise<TokenResponse> {
  return postToken({
    grant_type: 'authorization_code',
    client_id: brand.clientId,
    scope: SIGN_IN_SCOPE,
    redirect_uri: redirectUri,
    code,
    code_verifier: verifier,
  });
}

export function refreshTokens(brand: Brand, refreshToken: string, policy: string): Promise<TokenResponse> {
  return postToken({ grant_type: 'refresh_token', client_id: brand.clientId, refresh_token: refreshToken }, policy);
}

/** Revokes a refresh token (and with it the grant); failures are ignored as spec 1 §4 asks of logout. */
export async function revokeToken(brand: Brand, token: string): Promise<void> {
  try {
    await httpClient()
      .url(identityEndpoints.revocation)
      .formUrl({ client_id: brand.clientId, token, token_type_hint: 'refresh_token' })
      .post()
      .res();
  } catch {
    // spec 1 §4: a failing logout call is ignored.
  }
}
