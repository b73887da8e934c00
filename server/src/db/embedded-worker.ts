import { PGlite, type Transaction } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import type { CrossedError, EmbeddedReply, EmbeddedRequest } from './embedded-protocol.js';

/**
 * The worker thread that owns the embedded database (embedded-protocol.ts). PGlite serialises its work itself: a
 * query that arrives while a transaction is open waits for it, as it would on one PostgreSQL connection.
 */
const port = (() => {
  if (!parentPort) throw new Error('embedded-worker.ts runs as a worker thread: see embedded-database.ts.');
  return parentPort;
})();

let database: PGlite | undefined;
const transactions = new Map<number, { tx: Transaction; end(commit: boolean, endId: number): void }>();
/** Thrown inside a transaction the server's thread rolls back, so PGlite runs ROLLBACK. */
const rollBack = Symbol('roll back');

const reply = (message: EmbeddedReply) => port.postMessage(message);

function crossedError(error: unknown): CrossedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: CrossedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

const opened = () => {
  if (!database) throw new Error('The embedded database is not open.');
  return database;
};

/** Holds a transaction open until the server's thread ends it; answers `begin` once it is open, `end` once done. */
async function runTransaction(id: number) {
  let endId: number | undefined;
  let settle!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (settle = resolve));
  try {
    await opened().transaction(async (tx) => {
      transactions.set(id, {
        tx,
        end(commit, replyTo) {
          endId = replyTo;
          settle(commit);
        },
      });
      reply({ id });
      if (!(await ended)) throw rollBack;
    });
    if (endId !== undefined) reply({ id: endId });
  } catch (error) {
    if (endId === undefined) reply({ id, error: crossedError(error) });
    else reply(error === rollBack ? { id: endId } : { id: endId, error: crossedError(error) });
  } finally {
    transactions.delete(id);
  }
}

/**
 * PostgreSQL's memory settings for the embedded database, smaller than its defaults: PGlite's WebAssembly memory grows
 * to what the server ever asked of it and never gives it back, and the database's pages are in the operating
 * system's file cache anyway. Measured on a fresh database after the readings' warm-up: 575 MiB resident idle (peak
 * 1 108) with the defaults, 423 MiB (peak 912) with these (server/BENCHMARK.md, 'Memory').
 */
const MEMORY_SETTINGS = [
  'shared_buffers = 16MB',
  'work_mem = 2MB',
  'maintenance_work_mem = 16MB',
  'temp_buffers = 2MB',
];

async function answer(request: EmbeddedRequest): Promise<void> {
  switch (request.kind) {
    case 'open':
      if (request.fromDump) {
        // A data directory to start from skips initdb, most of a new database's few seconds.
        const loadDataDir = new Blob([await readFile(request.fromDump)]);
        database = await PGlite.create({ dataDir: request.dataDir, loadDataDir, postgresqlconf: MEMORY_SETTINGS });
      } else database = await PGlite.create({ dataDir: request.dataDir, postgresqlconf: MEMORY_SETTINGS });
      return reply({ id: request.id });
    case 'query': {
      const runner = request.transaction === undefined ? opened() : transactions.get(request.transaction)?.tx;
      if (!runner) throw new Error('The transaction has already ended.');
      const { rows } = await runner.query(request.sql, request.params);
      return reply({ id: request.id, rows });
    }
    case 'begin':
      return runTransaction(request.id);
    case 'end': {
      const transaction = transactions.get(request.transaction);
      if (!transaction) throw new Error('The transaction has already ended.');
      return transaction.end(request.commit, request.id);
    }
    case 'close':
      await database?.close();
      database = undefined;
      reply({ id: request.id });
      return port.close();
  }
}

port.on('message', (request: EmbeddedRequest) => {
  answer(request).catch((error: unknown) => reply({ id: request.id, error: crossedError(error) }));
});
