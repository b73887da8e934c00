import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openMigratedDatabase } from '../src/db/open.js';
import { migrations } from '../src/db/migrations.js';

// `npm start` on a new DATA_DIR (src/db/open.ts): the database is made by initdb when the build's empty cluster is
// missing, and is a copy of that cluster when it is there; either way it comes out migrated, and what is written
// stays. Here the second database's "empty cluster" is the first one's folder, so the copy shows in its rows.
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'harakeke-open-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const newestMigration = Math.max(...migrations.map((migration) => migration.id));

it('makes a new embedded database by initdb without an empty cluster, and by copying one with it, migrated', async () => {
  const byInitdb = await openMigratedDatabase(
    { dataDir: path.join(root, 'first'), databaseUrl: undefined },
    { emptyCluster: path.join(root, 'no-such-cluster') },
  );
  await byInitdb.query(`CREATE TABLE copied AS SELECT 'from the first' AS note`);
  expect(await byInitdb.query('SELECT max(id) AS id FROM schema_migrations')).toEqual([{ id: newestMigration }]);
  await byInitdb.close();

  const byCopy = await openMigratedDatabase(
    { dataDir: path.join(root, 'second'), databaseUrl: undefined },
    { emptyCluster: path.join(root, 'first', 'pg') },
  );
  expect(await byCopy.query('SELECT note FROM copied')).toEqual([{ note: 'from the first' }]);
  await byCopy.close();
});
