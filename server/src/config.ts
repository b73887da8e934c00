import { isBrandId, type BrandId } from '@harakeke/themes';
import path from 'node:path';

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
  /** Generate every supply point's readings in the background at start (on unless WARM_READINGS=off). */
  warmReadings: boolean;
  /** The national outage switched on at start (spec 1 §4); off by default. */
  outage: { isOn: boolean; period: string | null } | null;
}

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
  if (env.OUTAGE && !['on', 'off'].includes(env.OUTAGE))
    throw new Error(`OUTAGE must be "on" or "off", got "${env.OUTAGE}"`);
  return {
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    brand,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    accessTokenTtl: intFromEnv(env.ACCESS_TOKEN_TTL, 15 * 60, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtl: intFromEnv(env.REFRESH_TOKEN_TTL, 24 * 60 * 60, 'REFRESH_TOKEN_TTL'),
    magicLinkTtl: intFromEnv(env.MAGIC_LINK_TTL, 15 * 60, 'MAGIC_LINK_TTL'),
    // The Vite dev server may receive sign-in redirects in development only.
    devOrigins: (env.DEV_ORIGINS ?? (production ? '' : 'http://localhost:5173')).split(',').filter(Boolean),
    portalDist: path.resolve(env.PORTAL_DIST ?? path.join(serverDir, '../../portal/dist')),
    production,
    testHooks,
    warmReadings: env.WARM_READINGS !== 'off',
    outage: env.OUTAGE ? { isOn: env.OUTAGE === 'on', period: env.OUTAGE_PERIOD || null } : null,
  };
}
