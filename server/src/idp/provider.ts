import { brandFor, brands, type Brand } from '@harakeke/themes';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { findIdentity } from './customer-queries.js';
import { escapeHtml } from '../http/html.js';
import { DatabaseAdapter } from './adapter.js';
import { SIGN_OUT_SCRIPT_PATH } from './assets.js';
import { portalClients } from './clients.js';
import { brandedPage } from './page.js';
import { loadOrCreateSecrets } from './secrets.js';
import { signInExpiredPage } from './sign-in-page.js';

/** Where the identity provider is mounted on the server's one origin. */
export const IDP_MOUNT = '/idp';

/** The brand whose portal started this flow, so each brand's customers see their own sign-in page. */
/**
 * Whether a sign-out request came from the portal's own page: browsers send Sec-Fetch-Site with every navigation, and
 * only this origin's pages make it 'same-origin'. Without the header (a browser too old to send it) the customer
 * confirms by clicking.
 */
export const isPortalSignOut = (secFetchSite: string | undefined) => secFetchSite === 'same-origin';

export function brandOfClient(clientId: unknown, fallback: Brand): Brand {
  return Object.values(brands).find((b) => b.clientId === clientId) ?? fallback;
}

const portalScopes = ['openid', 'offline_access', 'profile', 'email'];

export async function createIdentityProvider(db: Database, config: ServerConfig): Promise<Provider> {
  const secrets = await loadOrCreateSecrets(db);
  const serverBrand = brandFor(config.brand);

  const portalOrigins = [config.publicUrl, ...config.devOrigins];

  const configuration: Configuration = {
    adapter: (model: string) => new DatabaseAdapter(db, model),
    clients: portalClients(portalOrigins),
    // The portal calls the token endpoint from the browser, which sends its Origin: only ours may.
    clientBasedCORS: (_ctx, origin) => portalOrigins.includes(origin),
    jwks: { keys: secrets.signingKeys },
    cookies: {
      keys: secrets.cookieKeys,
      // Everything is served from one origin, so Lax works. Secure whenever customers reach the server over https
      // (PUBLIC_URL), which the TLS proxy in front says in X-Forwarded-Proto (TRUST_PROXY=on, provider.proxy below).
      long: { signed: true, httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
      short: { signed: true, httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
    },
    scopes: portalScopes,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    async findAccount(_ctx, sub) {
      const identity = await findIdentity(db, sub);
      if (!identity) return undefined;
      return {
        accountId: identity.id,
        claims: async () => ({
          sub: identity.id,
          email: identity.email,
          email_verified: identity.emailVerified,
          given_name: identity.firstName,
          family_name: identity.lastName,
        }),
      };
    },
    // spec 1 §4: the authorise request also carries the policy, the device id and the platform.
    extraParams: ['p', 'device_id', 'platform'],
    pkce: { methods: ['S256'], required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          const brand = brandOfClient(ctx.oidc.client?.clientId, serverBrand);
          const button = `<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`;
          // Confirmed at once only when the portal's own page sent the customer here (the browser says a navigation
          // came from this origin); a link or a frame on another site gets the question and the customer's click.
          ctx.body = isPortalSignOut(ctx.get('sec-fetch-site'))
            ? brandedPage(
                brand,
                'Signing out',
                `<h1>Signing you out</h1>${form}${button}<script src="${SIGN_OUT_SCRIPT_PATH}"></script>`,
              )
            : brandedPage(brand, 'Sign out?', `<h1>Do you want to sign out?</h1>${form}${button}`);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = brandedPage(
            serverBrand,
            'Signed out',
            `<h1>You are signed out</h1><a class="secondary" href="/">Back to sign in</a>`,
          );
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${IDP_MOUNT}/interaction/${interaction.uid}`,
    },
    // The portals are first-party: signing in is consent, so no consent screen is shown.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(portalScopes.join(' '));
      await grant.save();
      return grant;
    },
    // A browser portal needs a refresh token without asking for prompt=consent on every sign-in.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every refresh rotates; presenting a used refresh token revokes the whole grant.
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: config.accessTokenTtl,
      RefreshToken: config.refreshTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    async renderError(ctx, out, error) {
      ctx.type = 'html';
      // The resume after the sign-in page reached again (Back, a bookmark) or past the sign-in's hour: the page the
      // sign-in pages give for the same (interactions.ts), not the error's wording.
      if (error instanceof errors.SessionNotFound) {
        ctx.status = 410;
        ctx.body = signInExpiredPage(brandOfClient(ctx.oidc?.client?.clientId, serverBrand));
        return;
      }
      ctx.body = brandedPage(
        brandOfClient(ctx.oidc?.client?.clientId, serverBrand),
        'Sign-in problem',
        `<h1>We couldn’t sign you in</h1>
<p class="error" role="alert">${escapeHtml(String(out.error_description ?? out.error ?? 'Something went wrong.'))}</p>
<a class="secondary" href="/login">Back to sign in</a>`,
      );
    },
  };

  const provider = new Provider(`${config.publicUrl}${IDP_MOUNT}`, configuration);
  // Koa reads the client's protocol and address from the proxy's X-Forwarded-* headers only when told to trust them.
  provider.proxy = config.trustProxy;
  provider.on('server_error', (_ctx, error) => {
    // The message only: a stack or the request could carry codes or tokens.
    console.error(`identity provider error: ${error.message}`);
  });
  return provider;
}
