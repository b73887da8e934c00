import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { API_BASE } from '@harakeke/contract';
import { brandFor } from '@harakeke/themes';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type Provider from 'oidc-provider';
import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { bearerAuthenticator, type CustomerAuthenticator } from './http/auth.js';
import { portalStatic } from './http/portal-static.js';
import { problemResponse, problems } from './http/problem.js';
import { installProblemHandlers } from './http/problem-handlers.js';
import { faultInjection, testHookRoutes } from './http/test-hooks.js';
import { interactionRoutes } from './idp/interactions.js';
import { IDP_MOUNT } from './idp/provider.js';
import { billingRoutes } from './routes/billing.js';
import { cardProviderRoutes } from './card-provider/routes.js';
import { billsRoutes } from './routes/bills.js';
import { movingHouseBillCheckerRoutes } from './routes/moving-house-bill-checker.js';
import { loyaltyDonationRoutes } from './routes/loyalty-donation.js';
import { powershoutRoutes } from './routes/powershout.js';
import { lpgMeterReadsRoutes } from './routes/lpg-meter-reads.js';
import { profilesInsightsRoutes } from './routes/profiles-insights.js';
import { tipsFeaturesRoutes } from './routes/tips-features.js';
import { ecoTrackerRoutes } from './routes/eco-tracker.js';
import { paymentRoutes } from './routes/payments.js';
import { publicRoutes } from './routes/public.js';
import { settingsRoutes } from './routes/settings.js';
import { usageRoutes } from './routes/usage.js';
import { userRoutes } from './routes/user.js';
import { widgetRoutes } from './routes/widgets.js';

export interface AppDependencies {
  db: Database;
  config: ServerConfig;
  provider: Provider;
  /** Replaceable in tests; by default the identity provider's access tokens. */
  authenticate?: CustomerAuthenticator;
}

/** The API, the sign-in pages and the portal's files on one Hono app. */
export function createApp({ db, config, provider, authenticate = bearerAuthenticator(provider) }: AppDependencies) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use(
    secureHeaders({
      referrerPolicy: 'no-referrer',
      crossOriginResourcePolicy: 'same-origin',
      // HSTS over plain http (local development) would only confuse the browser.
      strictTransportSecurity: config.publicUrl.startsWith('https:') ? 'max-age=15552000; includeSubDomains' : false,
    }),
  );

  const api = new Hono();
  if (config.testHooks) {
    api.use(`${API_BASE}/*`, faultInjection(db));
    testHookRoutes(api, db);
  }
  publicRoutes(api, db, authenticate);
  billingRoutes(api, db, authenticate);
  userRoutes(api, db, authenticate);
  settingsRoutes(api, db, authenticate);
  usageRoutes(api, db, authenticate);
  ecoTrackerRoutes(api, db, authenticate);
  widgetRoutes(api, db, authenticate);
  paymentRoutes(api, db, authenticate);
  billsRoutes(api, db, authenticate);
  movingHouseBillCheckerRoutes(api, db, authenticate);
  loyaltyDonationRoutes(api, db, authenticate);
  powershoutRoutes(api, db, authenticate);
  lpgMeterReadsRoutes(api, db, authenticate);
  profilesInsightsRoutes(api, db, authenticate);
  tipsFeaturesRoutes(api, db, authenticate);
  app.route('/', api);
  app.all(`${API_BASE}/*`, () => problemResponse(problems.notFound('No API call has this method and path.')));

  app.route('/', interactionRoutes(provider, db, config));
  app.route('/', cardProviderRoutes(db, config));
  app.get('*', portalStatic(config.portalDist, brandFor(config.brand)));

  installProblemHandlers(app);
  return app;
}

/**
 * One Node listener for the whole origin: oidc-provider (a Koa app) answers under /idp, except the
 * sign-in pages and the development outbox, which are ours; Hono answers everything else.
 */
export function createRequestListener(app: ReturnType<typeof createApp>, provider: Provider) {
  const hono = getRequestListener(app.fetch);
  const idp = provider.callback();
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    const url = req.url ?? '/';
    const ours = url.startsWith(`${IDP_MOUNT}/interaction/`) || url.split('?')[0] === `${IDP_MOUNT}/outbox`;
    if (url.startsWith(`${IDP_MOUNT}/`) && !ours) {
      // oidc-provider builds its own URLs from originalUrl, the way Express mounts it.
      req.originalUrl = url;
      req.url = url.slice(IDP_MOUNT.length);
      return idp(req, res);
    }
    return hono(req, res);
  };
}
