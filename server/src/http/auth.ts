import type Provider from 'oidc-provider';

/** Finds the customer a bearer access token belongs to, or undefined for a missing, expired or revoked one. */
export type CustomerAuthenticator = (authorization: string | undefined) => Promise<string | undefined>;

export function bearerAuthenticator(provider: Provider): CustomerAuthenticator {
  // The portal sends a token's calls together (server/BENCHMARK.md: six at start-up); lookups of the same token that
  // overlap share one. Nothing is kept once it settles, so a revoked token stops working at once.
  const inFlight = new Map<string, Promise<string | undefined>>();
  return async (authorization) => {
    const match = /^Bearer ([\w.~+/-]+=*)$/i.exec(authorization ?? '');
    const value = match?.[1];
    if (!value) return undefined;
    let lookup = inFlight.get(value);
    if (!lookup) {
      // Access tokens are opaque and stored by the identity provider; find() skips expired ones.
      lookup = provider.AccessToken.find(value)
        .then((token) => token?.accountId)
        .finally(() => inFlight.delete(value));
      inFlight.set(value, lookup);
    }
    return lookup;
  };
}
