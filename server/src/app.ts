import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { API_BASE } from '@harakeke/contract';
import { brandFor } from '@harakeke/themes';
import { Hono, type Context } from 'hono';
import type Provider from 'oidc-provider';
import { apiAreas } from './api-areas.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { bearerAuthenticator, type CustomerAuthenticator } from './http/auth.js';
import { consoleLogger, provideServices, type ApiEnv } from './http/api-context.js';
import { compressAnswers } from './http/compression.js';
import { cspReportRoutes } from './http/csp-report.js';
import { healthRoutes } from './http/health.js';
import { openApiRoutes } from './http/openapi.js';
import { portalStatic } from './http/portal-static.js';
import { problemResponse, problems } from './http/problem.js';
import { installProblemHandlers } from './http/problem-handlers.js';
import type { RateLimits } from './http/rate-limits.js';
import { requestAdmission } from './http/request-admission.js';
import { clientAddress, rateLimitAddress } from './http/client-address.js';
import { requireCustomer } from './http/require-customer.js';
import { answerRefusedRequest, apiBodyLimit } from './http/request-guard.js';
import { securityHeaders } from './http/security-headers.js';
import { faultInjection, testHookRoutes } from './test-hooks/test-hooks.js';
import { idpAssetRoutes } from './idp/assets.js';
import { interactionRoutes } from './idp/interactions.js';
import { OUTBOX_PATH, type DevelopmentOutbox } from './idp/outbox.js';
import { IDP_MOUNT } from './idp/provider.js';
import { CARD_PAGE_BASE } from './card-provider/address.js';
import { cardProviderRoutes } from './card-provider/routes.js';
import { applyEnteredCard } from './payment-options/payment-options.js';

export interface AppDependencies {
  db: Database;
  config: ServerConfig;
  provider: Provider;
  /** Replaceable in tests; by default the identity provider's access tokens. */
  authenticate?: CustomerAuthenticator;
  /** The rate limits (src/http/rate-limits.ts); the request listener takes the same for the token endpoint. */
  rateLimits: RateLimits;
  /** The development outbox; absent in production (src/idp/outbox.ts). */
  outbox?: DevelopmentOutbox;
}

/** The API, the sign-in pages and the portal's files on one Hono app. */
export function createApp({
  db,
  config,
  provider,
  authenticate: bearerCheck = bearerAuthenticator(provider),
  rateLimits,
  outbox,
}: AppDependencies) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  // Text answers over a kilobyte go out brotli- or gzip-compressed; the portal's files come precompressed.
  app.use(compressAnswers());

  const api = new Hono();
  // Every API call counts against its client address and its account; the routes reuse the limit's bearer check.
  const apiLimits = rateLimits.api(bearerCheck);
  const authenticate = apiLimits.authenticate;
  // First, so a call over the queue's bound, or whose client has gone, costs no query (not even the rate limit's).
  // Each client waits in a line of its own, by the address its rate limits count.
  const clientOf = (c: Context) =>
    rateLimitAddress(clientAddress((c.env as Partial<HttpBindings> | undefined)?.incoming, config.trustProxy));
  api.use(`${API_BASE}/*`, requestAdmission(config.apiAdmission, clientOf));
  api.use(`${API_BASE}/*`, apiLimits.middleware);
  api.use(`${API_BASE}/*`, apiBodyLimit);
  // configFromEnv refuses TEST_HOOKS=on without a secret; without one the switches are never mounted.
  if (config.testHooks && config.testHooksSecret) {
    api.use(`${API_BASE}/*`, faultInjection(db));
    testHookRoutes(api, db, config.testHooksSecret);
  }
  // The spec's areas, on one sub-app under the API base; every /private/ call needs a signed-in customer.
  const services = provideServices({
    db,
    clock: config.clock,
    log: consoleLogger,
    brand: config.brand,
    limits: rateLimits,
  });
  const areas = new Hono<ApiEnv>();
  areas.use(services);
  areas.use('/private/*', requireCustomer(authenticate));
  for (const routes of apiAreas) areas.route('/', routes());
  api.route(API_BASE, areas);
  app.route('/', api);
  app.route('/', openApiRoutes());
  app.all(`${API_BASE}/*`, () => problemResponse(problems.notFound('No API call has this method and path.')));

  app.route('/', interactionRoutes(provider, db, config, rateLimits));
  if (outbox) app.route('/', outbox.routes());
  // The stand-in card provider's pages are outside the API, but take the database and clock from their context too.
  app.use(`${CARD_PAGE_BASE}/*`, services);
  // What a card entered there changes is the payment options' to say: given to the page, which imports no area.
  app.route('/', cardProviderRoutes({ applyEnteredCard }));
  app.route('/', idpAssetRoutes());
  app.route('/', cspReportRoutes(rateLimits));
  app.route('/', healthRoutes(db));
  app.get('*', portalStatic(config.portalDist, brandFor(config.brand)));

  installProblemHandlers(app);
  return app;
}

/**
 * One Node listener for the whole origin: oidc-provider (a Koa app) answers under /idp, except the
 * sign-in pages and the development outbox, which are ours; Hono answers everything else.
 */
export function createRequestListener(
  app: ReturnType<typeof createApp>,
  provider: Provider,
  { rateLimits, outbox, config }: Pick<AppDependencies, 'rateLimits' | 'outbox' | 'config'>,
) {
  const hono = getRequestListener(app.fetch);
  const idp = provider.callback();
  const headers = securityHeaders(config);
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    const url = req.url ?? '/';
    // The one place the security headers are set, content security policy included: every answer carries them,
    // Hono's, oidc-provider's (whose form_post page adds its inline script's hash to the policy) and the refusals below.
    for (const [name, value] of headers) res.setHeader(name, value);
    if (answerRefusedRequest(req, res)) return;
    const path = url.split('?')[0] ?? url;
    // An outbox request without the key or from another machine goes on to oidc-provider, whose 'unrecognized route'
    // answer is what production gives: nothing shows that the outbox exists.
    const ours = url.startsWith(`${IDP_MOUNT}/interaction/`) || (path === OUTBOX_PATH && !!outbox?.admits(req));
    if (url.startsWith(`${IDP_MOUNT}/`) && !ours) {
      // oidc-provider builds its own URLs from originalUrl, the way Express mounts it.
      req.originalUrl = url;
      req.url = url.slice(IDP_MOUNT.length);
      // Token requests are counted per client address before oidc-provider reads them.
      if (isTokenEndpoint(path)) return void rateLimits.guardTokenEndpoint(req, res, () => idp(req, res));
      return idp(req, res);
    }
    return hono(req, res);
  };
}

/** oidc-provider's router matches paths without regard to case or a trailing slash. */
const isTokenEndpoint = (path: string) => path.toLowerCase().replace(/\/+$/, '') === `${IDP_MOUNT}/token`;
