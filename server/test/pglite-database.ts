import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../src/db/client.js';

/**
 * A PGlite on this thread as the server's Database, for test code that works on a database directly (making the
 * seeded dump, reading a fixture); the server itself runs PGlite on a worker (src/db/embedded-database.ts).
 */
export function pgliteDatabase(pglite: PGlite): Database {
  return {
    query: async (sql, params) => (await pglite.query<never>(sql, params)).rows,
    transaction: (work) =>
      pglite.transaction((tx) => work({ query: async (sql, params) => (await tx.query<never>(sql, params)).rows })),
    close: () => pglite.close(),
  };
}
