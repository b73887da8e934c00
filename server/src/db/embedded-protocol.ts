/**
 * The messages between the server's thread and the worker that owns the embedded database (embedded-worker.ts).
 * PGlite is PostgreSQL compiled to WebAssembly: on the server's thread, every query is CPU time during which no HTTP
 * request is answered, so it runs on a worker thread and the server's thread only sends SQL and receives rows.
 */

/** What the server's thread asks; every request is answered once, by its `id`. */
export type EmbeddedRequest =
  /**
   * Opens the database in `dataDir` (in memory when undefined); with `fromDump`, a new one holding what that file
   * holds (a data directory PGlite's dumpDataDir wrote) instead of an empty one: tests start each database as a
   * copy of one migrated and seeded.
   */
  | { id: number; kind: 'open'; dataDir: string | undefined; fromDump?: string }
  | { id: number; kind: 'query'; sql: string; params: unknown[] | undefined; transaction?: number }
  /** Opens a transaction, answered once it holds the database; its `id` names the transaction from then on. */
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; transaction: number; commit: boolean }
  | { id: number; kind: 'close' };

/** An error as it crosses threads: structured clone keeps an Error's message but not PostgreSQL's fields. */
export interface CrossedError {
  name: string;
  message: string;
  /** PostgreSQL's fields of the error (`code`, `detail`, `constraint`, ...): callers inspect `code`. */
  fields: Record<string, string | number | boolean>;
}

export type EmbeddedReply = { id: number; rows?: unknown[] } | { id: number; error: CrossedError };
