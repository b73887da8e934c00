import { brands } from '@harakeke/themes';
import type { ClientMetadata } from 'oidc-provider';

/** One public client per brand's portal: code flow with PKCE, no client secret (a browser cannot keep one). */
export function portalClients(origins: string[]): ClientMetadata[] {
  return Object.values(brands).map((brand) => ({
    client_id: brand.clientId,
    client_name: brand.name,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.map((origin) => `${origin}/auth/redirect/`),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
  }));
}
