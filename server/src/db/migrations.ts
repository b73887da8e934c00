import type { Database } from './database.js';
import type { Migration } from './migrations/migration.js';
import { migration as m001 } from './migrations/001-customers-and-billing-accounts.js';
import { migration as m002 } from './migrations/002-identity-provider-store.js';
import { migration as m003 } from './migrations/003-sites-supply-points-tags-events-widgets.js';
import { migration as m004 } from './migrations/004-interval-readings.js';
import { migration as m005 } from './migrations/005-magic-links-and-outbox.js';
import { migration as m006 } from './migrations/006-saved-cards-and-recurring-payments.js';
import { migration as m007 } from './migrations/007-bills-and-credit-extensions.js';
import { migration as m008 } from './migrations/008-powershout-and-referral-links.js';
import { migration as m009 } from './migrations/009-lpg-orders-and-meter-reads.js';
import { migration as m010 } from './migrations/010-home-and-business-profiles.js';
import { migration as m011 } from './migrations/011-tip-reviews-evs-and-shower-settings.js';
import { migration as m012 } from './migrations/012-card-sessions-and-card-payments.js';
import { migration as m013 } from './migrations/013-moving-house-requests.js';
import { migration as m014 } from './migrations/014-loyalty-cards-and-donations.js';
import { migration as m015 } from './migrations/015-rate-limits.js';
import { migration as m016 } from './migrations/016-daily-readings.js';
import { migration as m017 } from './migrations/017-payment-habits-and-bill-credit-extensions.js';
import { migration as m018 } from './migrations/018-readings-from.js';
import { migration as m019 } from './migrations/019-account-links-and-login-email-index.js';
import { migration as m020 } from './migrations/020-email-change-links.js';
import { migration as m021 } from './migrations/021-recurring-payment-periods.js';
import { migration as m022 } from './migrations/022-household-readings.js';
import { migration as m023 } from './migrations/023-revised-days.js';

/**
 * Ordered schema changes, one file each in `migrations/`, named by what it creates. Each runs once, in a transaction,
 * and is recorded in schema_migrations by its id; never edit a shipped one: add the next.
 */
export const migrations: readonly Migration[] = [
  m001,
  m002,
  m003,
  m004,
  m005,
  m006,
  m007,
  m008,
  m009,
  m010,
  m011,
  m012,
  m013,
  m014,
  m015,
  m016,
  m017,
  m018,
  m019,
  m020,
  m021,
  m022,
  m023,
];

export async function migrate(db: Database): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const recorded = await db.query<{ id: number; name: string }>('SELECT id, name FROM schema_migrations');
  const done = new Set(recorded.map((row) => row.id));
  // A database made before the migrations were named by what they create keeps its ids; its records take the names.
  for (const row of recorded) {
    const current = migrations.find((migration) => migration.id === row.id);
    if (current && current.name !== row.name) {
      await db.query('UPDATE schema_migrations SET name = $2 WHERE id = $1', [row.id, current.name]);
    }
  }
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
    });
    applied.push(migration.id);
  }
  return applied;
}

/**
 * Prepared statements take one command each. Comments go first, so a semicolon in one cannot split a statement;
 * our migrations hold no semicolons inside string literals.
 */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}
