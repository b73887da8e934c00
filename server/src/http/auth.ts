import type Provider from 'oidc-provider';

/** Finds the customer a bearer access token belongs to, or undefined for a missing, expired or revoked one. */
export type CustomerAuthenticator = (authorization: string | undefined) => Promise<string | undefined>;

export function bearerAuthenticator(provider: Provider): CustomerAuthenticator {
  return async (authorization) => {
    const match = /^Bearer ([\w.~+/-]+=*)$/i.exec(authorization ?? '');
    if (!match?.[1]) return undefined;
    // Access tokens are opaque and stored by the identity provider; find() skips expired ones.
    const token = await provider.AccessToken.find(match[1]);
    return token?.accountId;
  };
}
