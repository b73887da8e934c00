import { afterAll, beforeAll, inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stoppedClock } from '../src/clock.js';
import { configFromEnv } from '../src/config.js';
import { openEmbeddedDatabase, type Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrations.js';
import { openMigratedDatabase } from '../src/db/open.js';
import { TEST_HOOKS_SECRET_HEADER } from '../src/test-hooks/test-hooks.js';
import { seedDemoCustomers } from '../src/demo-seed.js';
import { startServer } from '../src/start.js';
import { TEST_NOW } from './test-clock.js';
import { freePort } from './free-port.js';

export { freePort } from './free-port.js';

/**
 * The whole origin (API, identity provider, sign-in pages) on a free port, over an in-memory database, or over the
 * PostgreSQL server that DATABASE_URL names.
 */
export interface TestServer {
  /** The origin, e.g. http://localhost:41234; also the configured public URL, so the issuer matches. */
  url: string;
  /** Where the server listens, http://localhost:<port>: `url` too, unless `env` gave another PUBLIC_URL (a proxy's). */
  listening?: string;
  /** The portal's redirect URI the server registered for every brand's client. */
  redirectUri: string;
  /** A second registered redirect URI (the Vite dev server's), to tell 'registered' from 'the one used'. */
  devRedirectUri: string;
  /** Headers that authorise a request to the test hooks (TEST_HOOKS=on; a secret made for this server). */
  testHookHeaders: Record<string, string>;
  /** The server's database, for tests that check what a request did (or did not) change. */
  db?: Database;
  /** The development outbox with this start's key (src/idp/outbox.ts); absent in production. */
  outboxUrl?: string;
  close(): Promise<void>;
}

/**
 * A new embedded database, migrated and seeded with the demo customers, in memory or in `dataDir`: a copy of the
 * one the node project's global setup made once (global-setup.ts), about a second; without that setup (another
 * Vitest config), migrated and seeded here. Only its opener writes to it: no other test file sees its changes.
 */
export async function openSeededDatabase(dataDir?: string): Promise<Database> {
  const dump = inject('seededDatabaseDump');
  if (dump) return openEmbeddedDatabase(dataDir, { fromDump: dump });
  const db = await openEmbeddedDatabase(dataDir);
  try {
    await migrate(db);
    await seedDemoCustomers(db, { now: TEST_NOW });
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Opens one in-memory PGlite (about a second, seeded: openSeededDatabase), so call it once per test file, in
 * beforeAll. `env` adds settings (TEST_HOOKS, OUTAGE, ...) to the test defaults; with DATABASE_URL the server opens
 * that PostgreSQL the way `npm start` does (migrated and seeded, leaving what is there), instead of PGlite.
 */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  {
    database,
    now = TEST_NOW,
  }: {
    /** A database to share with other servers (as instances side by side do); the caller closes it. */
    database?: Database;
    /**
     * The moment the server's business clock stands still at (epoch ms): the run's (test-clock.ts) unless a test
     * needs the demo calendar of another day. DEMO_NOW in `env` starts a running clock instead, as `npm start` does.
     */
    now?: number;
  } = {},
): Promise<TestServer> {
  const db =
    database ??
    (env.DATABASE_URL
      ? await openMigratedDatabase({ dataDir: '', databaseUrl: env.DATABASE_URL })
      : await openSeededDatabase());
  const closeDatabase = () => (database ? Promise.resolve() : db.close());
  try {
    const port = await freePort();
    const devOrigin = 'http://localhost:5173';
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
    const testHooksSecret = randomBytes(24).toString('base64url');
    const config = configFromEnv(
      {
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        BRAND: 'kowhai',
        DEV_ORIGINS: devOrigin,
        TEST_HOOKS_SECRET: testHooksSecret,
        ...env,
      },
      serverDir,
    );
    const clock = env.DEMO_NOW ? config.clock : stoppedClock(now);
    // A database of the caller's, or a server's, may be new or older; a seeded copy is neither. Seeded as `npm start`
    // seeds, with the demo data dated from the server's clock.
    if (database || env.DATABASE_URL) {
      await migrate(db);
      await seedDemoCustomers(db, { now: clock.now() });
    }
    const running = await startServer(db, { ...config, clock });
    return {
      url: config.publicUrl,
      listening: `http://localhost:${port}`,
      redirectUri: `${config.publicUrl}/auth/redirect/`,
      devRedirectUri: `${devOrigin}/auth/redirect/`,
      testHookHeaders: { [TEST_HOOKS_SECRET_HEADER]: config.testHooksSecret ?? '' },
      db,
      outboxUrl: running.outboxUrl,
      async close() {
        await running.close();
        await closeDatabase();
      },
    };
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}

/**
 * Starts one server for the calling test file (before its tests, closed after them). Read `.current`
 * inside tests only.
 */
export function useTestServer(
  env: NodeJS.ProcessEnv = {},
  options: { now?: number } = {},
): { readonly current: TestServer } {
  const holder: { current?: TestServer } = {};
  beforeAll(async () => {
    holder.current = await startTestServer(env, options);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return {
    get current() {
      if (!holder.current) throw new Error('The test server starts in beforeAll; read it inside a test.');
      return holder.current;
    },
  };
}
