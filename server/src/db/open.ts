import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config.js';
import { openEmbeddedDatabase, openServerDatabase, type Database } from './client.js';
import { migrate } from './migrations.js';

/** Opens the configured database and brings its schema up to date. */
export async function openMigratedDatabase(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): Promise<Database> {
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const db = config.databaseUrl
    ? await openServerDatabase(config.databaseUrl)
    : await openEmbeddedDatabase(path.join(config.dataDir, 'pg'));
  await migrate(db);
  return db;
}
