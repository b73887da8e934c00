import { isBrandId, type BrandId } from '@harakeke/themes';
import path from 'node:path';
import { clockStartingAt, parseInstant, systemClock, type Clock } from './clock.js';

/**
 * The password every demo customer signs in with unless DEMO_PASSWORD gives another: printed at start-up and in the
 * README, so production refuses to seed with it (below).
 */
export const PUBLISHED_DEMO_PASSWORD = 'Harakeke-demo-2026';

export interface ServerConfig {
  port: number;
  /** The origin customers reach, e.g. http://localhost:8080; the issuer and redirect URIs derive from it. */
  publicUrl: string;
  brand: BrandId;
  /** Where the embedded database keeps its files; ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Lifetime of an access token in seconds; short in tests to exercise refresh. */
  accessTokenTtl: number;
  /** Lifetime of a refresh token in seconds (spec 1 §9: temporary refresh validity 1 day). */
  refreshTokenTtl: number;
  /** Lifetime of an emailed sign-in link in seconds. */
  magicLinkTtl: number;
  /** Extra origins allowed to receive sign-in redirects (the Vite dev server). */
  devOrigins: string[];
  /** The built portal to serve, when present. */
  portalDist: string;
  production: boolean;
  /** Opt-in fault injection and switches under /__test for end-to-end tests; refused in production. */
  testHooks: boolean;
  /**
   * The secret every request to the test hooks carries (X-Test-Hooks-Secret), set by the test runner: without it an
   * anonymous request could switch the outage on for everyone. Required when testHooks is on.
   */
  testHooksSecret: string | undefined;
  /** Seed the demo customers into an empty database: on outside production, off in production unless SEED_DEMO=on. */
  seedDemo: boolean;
  /** The demo customers' password when seeded: the published one by default, which production refuses. */
  demoPassword: string;
  /** Generate every supply point's readings in the background at start (on unless WARM_READINGS=off). */
  warmReadings: boolean;
  /** Behind a reverse proxy the operator trusts (TRUST_PROXY=on): read the client's address and protocol from it. */
  trustProxy: boolean;
  /** Cookies carry Secure: customers reach the server over https (PUBLIC_URL). */
  secureCookies: boolean;
  /**
   * The business clock: the system's, or one started at DEMO_NOW, so the demo customers' bills, balances and usage
   * are those of that day. Sign-in tokens and rate limits keep the system's time.
   */
  clock: Clock;
  /** The moment DEMO_NOW named (epoch milliseconds), for the start-up message; undefined on the system's clock. */
  demoNow: number | undefined;
  /** The national outage switched on at start (spec 1 §4); off by default. */
  outage: { isOn: boolean; period: string | null } | null;
  /** How often a client address, an email address or an account may try what an attacker would repeat. */
  rateLimits: RateLimitSettings;
  /** How many API calls run at once and how many wait, before the rest are answered 503 (request-admission.ts). */
  apiAdmission: AdmissionSettings;
}

/** How many API calls run at once, and how many may wait for a turn, before the server answers 503. */
export interface AdmissionSettings {
  /** API calls whose handlers run at once; the others wait their turn in arrival order. */
  maxInFlight: number;
  /** API calls waiting for a turn; one more is answered 503 at once. */
  maxWaiting: number;
  /** API calls one client may have waiting; one more is answered 429 at once, whatever the others wait. */
  maxWaitingPerClient: number;
}

/** The rate limits (src/http/rate-limits.ts), counted in the database so every instance shares them. */
export interface RateLimitSettings {
  /**
   * Wrong sign-ins for one email address, from every client address, before its password sign-in is locked, whether
   * or not it has an account; a sign-in with an emailed link (the customer's own mailbox) lifts the lock.
   */
  signInFailuresPerEmail: number;
  /** Wrong sign-ins for one email address from one client address before that pair is locked. */
  signInFailuresPerAddressAndEmail: number;
  /** Wrong sign-ins from one client address before it is locked. */
  signInFailuresPerAddress: number;
  /** Seconds wrong sign-ins are counted over, and how long a lock lasts. */
  signInLockoutSeconds: number;
  /** Sign-in links one client address may have sent to one email address per 15 minutes. */
  magicLinksPerEmail: number;
  /** Sign-in links one email address may be sent per 15 minutes, whoever asks. */
  magicLinksPerEmailAnywhere: number;
  /** Sign-in links one client address may ask for per 15 minutes. */
  magicLinksPerAddress: number;
  /** Token endpoint requests per client address per minute. */
  tokenRequestsPerAddress: number;
  /** API calls per client address per minute. */
  apiCallsPerAddress: number;
  /** API calls per signed-in account per minute. */
  apiCallsPerAccount: number;
  /** Content-security-policy reports one client address may send per minute (each is a log line). */
  cspReportsPerAddress: number;
  /** Emails sent for one account (links, notices) per 15 minutes, whoever asks. */
  mailsPerAccount: number;
  /** Emails sent to one address per 15 minutes, for any account. */
  mailsPerRecipient: number;
}

/** Long enough that a test-hook secret cannot be guessed. */
const MIN_TEST_HOOKS_SECRET_LENGTH = 16;

function intFromEnv(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

export function configFromEnv(env: NodeJS.ProcessEnv, serverDir: string): ServerConfig {
  const port = intFromEnv(env.PORT, 8080, 'PORT');
  const brand = env.BRAND ?? 'kowhai';
  const production = env.NODE_ENV === 'production';
  if (!isBrandId(brand)) throw new Error(`BRAND must be "kowhai" or "fernlight", got "${brand}"`);
  const testHooks = env.TEST_HOOKS === 'on';
  if (testHooks && production) throw new Error('TEST_HOOKS cannot be on when NODE_ENV is production.');
  const testHooksSecret = env.TEST_HOOKS_SECRET || undefined;
  if (testHooks && (testHooksSecret?.length ?? 0) < MIN_TEST_HOOKS_SECRET_LENGTH)
    throw new Error(`TEST_HOOKS=on needs TEST_HOOKS_SECRET of at least ${MIN_TEST_HOOKS_SECRET_LENGTH} characters.`);
  if (env.SEED_DEMO && !['on', 'off'].includes(env.SEED_DEMO))
    throw new Error(`SEED_DEMO must be "on" or "off", got "${env.SEED_DEMO}"`);
  const seedDemo = env.SEED_DEMO ? env.SEED_DEMO === 'on' : !production;
  const demoPassword = env.DEMO_PASSWORD || PUBLISHED_DEMO_PASSWORD;
  if (production && seedDemo && demoPassword === PUBLISHED_DEMO_PASSWORD)
    throw new Error('SEED_DEMO=on in production needs a DEMO_PASSWORD of its own: the default one is published.');
  if (env.OUTAGE && !['on', 'off'].includes(env.OUTAGE))
    throw new Error(`OUTAGE must be "on" or "off", got "${env.OUTAGE}"`);
  if (env.TRUST_PROXY && !['on', 'off'].includes(env.TRUST_PROXY))
    throw new Error(`TRUST_PROXY must be "on" or "off", got "${env.TRUST_PROXY}"`);
  const trustProxy = env.TRUST_PROXY === 'on';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const secureCookies = publicUrl.startsWith('https:');
  // This server speaks plain HTTP: an https address means a TLS proxy in front, whose forwarded protocol it must read
  // to send Secure cookies over its own plain connection.
  if (secureCookies && !trustProxy)
    throw new Error(
      'PUBLIC_URL is https: set TRUST_PROXY=on, so the server reads the protocol of the TLS proxy in front.',
    );
  const demoNow = env.DEMO_NOW ? parseInstant(env.DEMO_NOW) : undefined;
  if (env.DEMO_NOW && demoNow === undefined)
    throw new Error(
      `DEMO_NOW must be an ISO 8601 moment with its offset, e.g. 2026-12-24T09:00:00+13:00, got "${env.DEMO_NOW}"`,
    );
  // A production server bills real customers on the real date.
  if (demoNow !== undefined && production) throw new Error('DEMO_NOW cannot be set when NODE_ENV is production.');
  return {
    port,
    publicUrl,
    trustProxy,
    secureCookies,
    brand,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    accessTokenTtl: intFromEnv(env.ACCESS_TOKEN_TTL, 15 * 60, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtl: intFromEnv(env.REFRESH_TOKEN_TTL, 24 * 60 * 60, 'REFRESH_TOKEN_TTL'),
    magicLinkTtl: intFromEnv(env.MAGIC_LINK_TTL, 15 * 60, 'MAGIC_LINK_TTL'),
    // Only `npm run dev` (scripts/dev.mjs) names the Vite dev server here: a redirect target nobody serves would let
    // any page on that port receive a signed-in browser's code.
    devOrigins: production ? [] : (env.DEV_ORIGINS ?? '').split(',').filter(Boolean),
    portalDist: path.resolve(env.PORTAL_DIST ?? path.join(serverDir, '../../portal/dist')),
    production,
    testHooks,
    testHooksSecret: testHooks ? testHooksSecret : undefined,
    seedDemo,
    demoPassword,
    warmReadings: env.WARM_READINGS !== 'off',
    clock: demoNow === undefined ? systemClock : clockStartingAt(demoNow),
    demoNow,
    outage: env.OUTAGE ? { isOn: env.OUTAGE === 'on', period: env.OUTAGE_PERIOD || null } : null,
    // Generous enough for the test suites, which sign in and call the API many times a minute from one address.
    rateLimits: {
      signInFailuresPerEmail: intFromEnv(env.SIGN_IN_MAX_FAILURES, 5, 'SIGN_IN_MAX_FAILURES'),
      signInFailuresPerAddressAndEmail: intFromEnv(
        env.SIGN_IN_MAX_FAILURES_PER_ADDRESS_AND_EMAIL,
        3,
        'SIGN_IN_MAX_FAILURES_PER_ADDRESS_AND_EMAIL',
      ),
      signInFailuresPerAddress: intFromEnv(
        env.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
        100,
        'SIGN_IN_MAX_FAILURES_PER_ADDRESS',
      ),
      signInLockoutSeconds: intFromEnv(env.SIGN_IN_LOCKOUT, 15 * 60, 'SIGN_IN_LOCKOUT'),
      magicLinksPerEmail: intFromEnv(env.MAGIC_LINKS_PER_EMAIL, 5, 'MAGIC_LINKS_PER_EMAIL'),
      magicLinksPerEmailAnywhere: intFromEnv(env.MAGIC_LINKS_PER_EMAIL_ANYWHERE, 20, 'MAGIC_LINKS_PER_EMAIL_ANYWHERE'),
      magicLinksPerAddress: intFromEnv(env.MAGIC_LINKS_PER_ADDRESS, 30, 'MAGIC_LINKS_PER_ADDRESS'),
      tokenRequestsPerAddress: intFromEnv(env.TOKEN_REQUESTS_PER_ADDRESS, 120, 'TOKEN_REQUESTS_PER_ADDRESS'),
      apiCallsPerAddress: intFromEnv(env.API_CALLS_PER_ADDRESS, 1200, 'API_CALLS_PER_ADDRESS'),
      apiCallsPerAccount: intFromEnv(env.API_CALLS_PER_ACCOUNT, 600, 'API_CALLS_PER_ACCOUNT'),
      cspReportsPerAddress: intFromEnv(env.CSP_REPORTS_PER_ADDRESS, 20, 'CSP_REPORTS_PER_ADDRESS'),
      mailsPerAccount: intFromEnv(env.MAILS_PER_ACCOUNT, 10, 'MAILS_PER_ACCOUNT'),
      mailsPerRecipient: intFromEnv(env.MAILS_PER_RECIPIENT, 20, 'MAILS_PER_RECIPIENT'),
    },
    apiAdmission: {
      maxInFlight: intFromEnv(env.API_MAX_IN_FLIGHT, 16, 'API_MAX_IN_FLIGHT'),
      maxWaiting: intFromEnv(env.API_MAX_WAITING, 200, 'API_MAX_WAITING'),
      maxWaitingPerClient: intFromEnv(env.API_MAX_WAITING_PER_ADDRESS, 20, 'API_MAX_WAITING_PER_ADDRESS'),
    },
  };
}
