import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config.js';
import { openEmbeddedDatabase, openServerDatabase, type Database } from './client.js';
import { copyEmptyCluster, holdsCluster } from './empty-cluster.js';
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
  if (!(await holdsCluster(dataDir)) && !(await copyEmptyCluster(dataDir, emptyCluster)))
    await initEmbeddedCluster(dataDir);
  const db = await openEmbeddedDatabase(dataDir);
  await migrate(db);
  return db;
}

/**
 * Runs initdb in `dataDir` on a worker thread of its own, which then ends: when the build's empty cluster is missing
 * (empty-cluster.ts). PGlite's WebAssembly memory grows to the most it was ever asked for and is given back only
 * with its thread, and initdb asks for about 750 MiB (server/BENCHMARK.md, 'Memory').
 */
async function initEmbeddedCluster(dataDir: string) {
  const creating = await openEmbeddedDatabase(dataDir);
  await creating.close();
}
