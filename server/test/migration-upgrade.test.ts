import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { migrate, migrations } from '../src/db/migrations.js';
import { pgliteDatabase } from './pglite-database.js';

/*
 * An existing database upgrades without losing a row. The fixture is a PGlite data folder made by the code of
 * 6a0a95b (migrations 1–16 under their earlier names, and the demo customers seeded), before migrations were one file
 * each named by what they create; it is never regenerated, so it stays a database made by that code. Later
 * migrations must keep passing this test: a migration that rewrites a table has to carry its rows over.
 */
const FIXTURE = new URL('./fixtures/database-made-before-area-layout.tar.gz', import.meta.url);

let pg: PGlite;
let db: Database;

/** Every table of the public schema with its number of rows. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${table}"`);
    counts[table] = row?.count ?? 0;
  }
  return counts;
}

beforeAll(async () => {
  pg = new PGlite({ loadDataDir: new Blob([await readFile(FIXTURE)]) });
  db = pgliteDatabase(pg);
});

afterAll(async () => {
  await pg.close();
});

describe('an existing database', () => {
  it('upgrades to the current migrations keeping every row of every table', async () => {
    const before = await rowCounts();
    expect(before.customers).toBeGreaterThan(0);
    expect(Object.keys(before).length).toBeGreaterThan(40);

    const applied = await migrate(db);
    const after = await rowCounts();

    // Only migrations newer than the fixture run.
    expect(applied.every((id) => id > 16)).toBe(true);
    for (const [table, count] of Object.entries(before)) {
      if (table === 'schema_migrations') continue;
      expect(after[table], `rows of ${table}`).toBeGreaterThanOrEqual(count);
    }
  });

  it('records every migration under its current name, once', async () => {
    const recorded = await db.query<{ id: number; name: string }>('SELECT id, name FROM schema_migrations ORDER BY id');
    expect(recorded).toEqual(migrations.map(({ id, name }) => ({ id, name })));
    expect(await migrate(db)).toEqual([]);
  });
});
