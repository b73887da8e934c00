import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config.js';
import { openEmbeddedDatabase, openServerDatabase, type Database } from './client.js';
import { copyEmptyCluster, holdsCluster, initCluster, installCluster } from './empty-cluster.js';
import { migrate } from './migrations.js';

/**
 * Opens the configured database and brings its schema up to date. A new embedded one starts as a copy of the
 * build's empty cluster (`emptyCluster`, empty-cluster.ts), or by initdb when there is none.
 */
export async function openMigratedDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  { emptyCluster }: { emptyCluster?: string } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const db = await openServerDatabase(config.databaseUrl);
    await migrate(db);
    return db;
  }
  await mkdir(config.dataDir, { recursive: true });
  const dataDir = path.join(config.dataDir, 'pg');
  if (!(await holdsCluster(dataDir))) {
    if (await copyEmptyCluster(dataDir, emptyCluster))
      console.log('Made a new database from the build’s empty cluster.');
    else {
      console.log(
        'Made a new database by initdb: building the server first (npm run build -w server) keeps it smaller.',
      );
      await installCluster(dataDir, initCluster);
    }
  }
  const db = await openEmbeddedDatabase(dataDir);
  await migrate(db);
  return db;
}
