import pg from 'pg';
import type { Database } from './database.js';
import { openEmbeddedDatabaseOnWorker } from './embedded-database.js';

export type { Database, Queryable } from './database.js';

/**
 * An embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is undefined, on a worker thread so
 * its queries never stop the server from answering (embedded-database.ts). With `fromDump`, it starts as a copy of
 * the database dumped to that file (PGlite's dumpDataDir) instead of empty: tests open each file's database so.
 */
export function openEmbeddedDatabase(
  dataDir: string | undefined,
  options: { fromDump?: string } = {},
): Promise<Database> {
  return openEmbeddedDatabaseOnWorker(dataDir, options);
}

/** A PostgreSQL server through `pg`, for running several server instances against one database. */
export async function openServerDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (a restart, a failover, an admin's terminate) errors on the pool, and an
  // unhandled 'error' event would end the process; the pool opens a new connection for the next query instead.
  pool.on('error', (error) =>
    console.error(`A PostgreSQL connection was lost (${error.message}); the next query opens another.`),
  );
  return {
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: async (sql, params) => (await client.query(sql, params)).rows });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
