import { API_BASE, getBillingAccounts, getElectricityBillPeriod } from '@harakeke/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { migrations, migrate } from '../src/db/migrations.js';
import { openMigratedDatabase } from '../src/db/open.js';
import { dailyReadings, ensureReadings, lastCompleteDay } from '../src/readings/queries.js';
import { createRateLimits } from '../src/http/rate-limits.js';
import { DEMO_PASSWORD } from '../src/demo/customers.js';
import { seedDemoCustomers } from '../src/demo-seed.js';
import { expectConcurrentWritesKept } from './concurrent-writes.js';
import { signInForTokens } from './oidc-flow.js';
import { findPostgres, startPostgresCluster, type PostgresCluster } from './postgres-cluster.js';
import { startTestServer, type TestServer } from './test-server.js';
import { TEST_NOW, TEST_TODAY } from './test-clock.js';
import { clockChangeDaysBefore } from './demo-calendar.js';
import { addDays, datesBetween } from '@harakeke/calendar';

// With DATABASE_URL the server uses PostgreSQL instead of the embedded database, with the same schema,
// migrations and seed. This runs against a throwaway cluster of Debian's PostgreSQL, and skips where it is not
// installed. Its sessions start in Los Angeles' TimeZone, a calendar day behind Auckland most hours, and with DateStyle
// 'SQL, DMY', so SQL that leaned on the session's zone or date format (PGlite's are UTC and ISO) would cut days,
// find "yesterday" or parse timestamps wrongly.
const postgres = findPostgres();
const skipReason = postgres.available ? '' : ` (skipped: ${postgres.reason})`;

describe.skipIf(!postgres.available)(`on PostgreSQL through DATABASE_URL${skipReason}`, () => {
  let cluster: PostgresCluster;
  let db: Database;
  let appliedMigrations: number[];
  let seeded: boolean;
  let server: TestServer;

  beforeAll(async () => {
    if (!postgres.available) return;
    cluster = await startPostgresCluster(postgres, { timeZone: 'America/Los_Angeles', dateStyle: 'SQL, DMY' });
    // The path `npm start` takes with DATABASE_URL set: open through `pg`, migrate, seed.
    db = await openMigratedDatabase({ dataDir: '', databaseUrl: cluster.url });
    appliedMigrations = (await db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id')).map(
      (row) => row.id,
    );
    seeded = await seedDemoCustomers(db, { now: TEST_NOW });
    server = await startTestServer({ DATABASE_URL: cluster.url });
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
    await cluster?.stop();
  });

  it('runs every migration and seeds the demo customers, and a second start changes nothing', async () => {
    expect(appliedMigrations).toEqual(migrations.map((migration) => migration.id));
    expect(seeded).toBe(true);
    expect(await migrate(db)).toEqual([]);
    expect(await seedDemoCustomers(db, { now: TEST_NOW })).toBe(false);
    const [{ count } = { count: '' }] = await db.query<{ count: string }>('SELECT count(*)::text AS count FROM sites');
    expect(Number(count)).toBeGreaterThan(0);
    // The session defaults the readings below must not lean on.
    const [zone] = await db.query<{ TimeZone: string }>('SHOW TimeZone');
    const [style] = await db.query<{ DateStyle: string }>('SHOW DateStyle');
    expect([zone?.TimeZone, style?.DateStyle]).toEqual(['America/Los_Angeles', 'SQL, DMY']);
  });

  it('serves a signed-in demo customer: billing accounts and a past week of electricity', async () => {
    // The week ending two days ago: read, or estimated, never still to come.
    const weekAgo = datesBetween(addDays(TEST_TODAY, -8), addDays(TEST_TODAY, -2));
    const { access_token: token } = await signInForTokens(server, 'aroha@example.nz', DEMO_PASSWORD);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

    const accountsResponse = await fetch(`${server.url}${API_BASE}${getBillingAccounts.path}`, { headers });
    expect(accountsResponse.status).toBe(200);
    const accounts = getBillingAccounts.response.parse(await accountsResponse.json());
    expect(accounts.contact.firstName).toBe('Aroha');
    expect(accounts.billingAccounts.length).toBeGreaterThan(0);
    // Dates come back as calendar days whatever the server's zone.
    expect(accounts.billingAccounts[0]?.billing.window.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const periodResponse = await fetch(`${server.url}${API_BASE}${getElectricityBillPeriod.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ startDate: weekAgo[0], endDate: weekAgo[6] }),
    });
    expect(periodResponse.status).toBe(200);
    const period = getElectricityBillPeriod.response.parse(await periodResponse.json());
    expect(period.dailyUsage.usage.map((day) => day.startDate)).toEqual(weekAgo);
    expect(period.dailyUsage.usage.every((day) => day.type !== 'empty' && day.kw > 0)).toBe(true);
  });

  describe('readings', () => {
    const electricity = { id: 'sp-1001-electricity', supplyType: 'electricity' as const };

    beforeAll(async () => {
      // Twice at once, as two requests (or two server instances) may ask.
      await Promise.all([
        ensureReadings(db, electricity, { today: TEST_TODAY }),
        ensureReadings(db, electricity, { today: TEST_TODAY }),
      ]);
    });

    it('generates each half-hour once, ending with the last complete Auckland day', async () => {
      const [row] = await db.query<{ count: string; distinct: string }>(
        `SELECT count(*)::text AS count, count(DISTINCT starts_at)::text AS distinct
           FROM interval_readings WHERE supply_point_id = $1`,
        [electricity.id],
      );
      expect(Number(row?.count)).toBe(Number(row?.distinct));
      expect(Number(row?.count)).toBeGreaterThan(3 * 365 * 48 - 100);

      const yesterday = lastCompleteDay(TEST_TODAY);
      expect(yesterday).toBe(addDays(TEST_TODAY, -1));
      const [latest] = await dailyReadings(db, [electricity.id], yesterday, yesterday);
      expect(latest).toMatchObject({ date: yesterday, estimated: 48 });
    });

    const { back, forward } = clockChangeDaysBefore(TEST_TODAY);
    it.each([
      [addDays(back, -1), 48],
      [back, 50], // the clocks go back: 25 hours
      [addDays(back, 1), 48],
      [forward, 46], // the clocks go forward: 23 hours
    ])('cuts %s into %i half-hours', async (date, halfHours) => {
      const [day] = await dailyReadings(db, [electricity.id], date, date);
      expect(day).toMatchObject({ date, halfHours });
    });
  });

  it('keeps every tag and phone number written at the same time for one customer', async () => {
    await expectConcurrentWritesKept(server, 'mere@example.nz');
  });

  it('counts rate limits and times a lock, though pg returns their bigint expiry as text', async () => {
    const settings = configFromEnv({ SIGN_IN_MAX_FAILURES: '2' }, '.').rateLimits;
    const limits = createRateLimits(db, settings);
    const email = 'postgres-lock@example.nz';
    const first = await limits.attemptSignIn(email, undefined);
    expect(first.verdict).toEqual({ allowed: true });
    expect(await first.failed()).toEqual({ allowed: true });
    const second = await limits.attemptSignIn(email, undefined);
    expect(await second.failed()).toEqual({ allowed: false, retryAfterSeconds: settings.signInLockoutSeconds });
    // A second module on the database reads the lock and its time left from the stored expiry.
    const locked = await createRateLimits(db, settings).attemptSignIn(email, undefined);
    expect(locked.verdict.allowed).toBe(false);
    const wait = locked.verdict.allowed ? 0 : locked.verdict.retryAfterSeconds;
    expect(wait).toBeGreaterThan(settings.signInLockoutSeconds - 60);
    expect(wait).toBeLessThanOrEqual(settings.signInLockoutSeconds);
  });

  it('stays up and answers again after PostgreSQL drops its connections (a restart or failover)', async () => {
    const { access_token: token } = await signInForTokens(server, 'tama@example.nz', DEMO_PASSWORD);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const [{ terminated } = { terminated: '0' }] = await db.query<{ terminated: string }>(
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::text AS terminated FROM pg_stat_activity
          WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      expect(Number(terminated)).toBeGreaterThan(0);
      // A request that takes a connection killed under it may still fail; the process stays up, and the next
      // requests get new connections.
      await vi.waitFor(
        async () => {
          const response = await fetch(`${server.url}${API_BASE}${getBillingAccounts.path}`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          expect(response.status).toBe(200);
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('A PostgreSQL connection was lost'));
    } finally {
      logged.mockRestore();
    }
  });
});
