import { Worker } from 'node:worker_threads';
import type { Database } from './database.js';
import type { CrossedError, EmbeddedReply, EmbeddedRequest } from './embedded-protocol.js';

/** Any request of the protocol, without the id this side gives it. */
type Unnumbered<R> = R extends unknown ? Omit<R, 'id'> : never;

/**
 * The worker thread's entry file: the compiled one beside this file in the build, the TypeScript one from source
 * (vitest, tsx), which Node cannot load by itself in a worker, so a one-line bootstrap asks tsx to.
 */
function startEmbeddedWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./embedded-worker.js', import.meta.url));
  const entry = new URL('./embedded-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
  return new Worker(bootstrap, { eval: true });
}

/** The error as the worker saw it, with PostgreSQL's fields (`code` among them) and the caller's stack. */
function restoredError(crossed: CrossedError, caller: Error): Error {
  const error = Object.assign(new Error(crossed.message), crossed.fields);
  error.name = crossed.name;
  const callerStack = caller.stack;
  if (callerStack) error.stack = `${crossed.name}: ${crossed.message}\n${callerStack.split('\n').slice(1).join('\n')}`;
  return error;
}

/**
 * The embedded PostgreSQL (PGlite) on a worker thread (embedded-worker.ts), in `dataDir` or in memory when it is
 * undefined: the server's thread answers HTTP while a query runs. A transaction's work runs here, its queries there,
 * inside one PGlite transaction; other queries wait in the worker until it ends. With `fromDump`, the database
 * starts as a copy of the one dumped to that file (PGlite's dumpDataDir) instead of empty.
 */
export async function openEmbeddedDatabaseOnWorker(
  dataDir: string | undefined,
  { fromDump }: { fromDump?: string } = {},
): Promise<Database> {
  const worker = startEmbeddedWorker();
  const pending = new Map<number, { resolve(rows: unknown[]): void; reject(error: Error): void; caller: Error }>();
  let nextId = 1;
  let stopped: Error | undefined;
  // An idle worker does not keep the process alive, as PGlite on the main thread did not; one with work does.
  const holdProcessWhileBusy = () => (pending.size > 0 ? worker.ref() : worker.unref());

  worker.on('message', (reply: EmbeddedReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    holdProcessWhileBusy();
    if ('error' in reply) waiting.reject(restoredError(reply.error, waiting.caller));
    else waiting.resolve(reply.rows ?? []);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('error', (error) => stop(new Error(`The embedded database failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => stop(new Error(`The embedded database has stopped (worker exit code ${code}).`)));

  function send(request: Unnumbered<EmbeddedRequest>): Promise<unknown[]> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    // The caller's frames are taken now, while they are on the stack, but written out as text only if the query
    // fails: reading `stack` on every query was 3 % of the server's main thread at start-up (docs/performance.md).
    const caller = new Error();
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, caller });
      holdProcessWhileBusy();
      worker.postMessage({ ...request, id });
    });
  }
  /** The id the next request gets: a transaction is named by its `begin` request's id. */
  const beginTransaction = async () => {
    const id = nextId;
    await send({ kind: 'begin' });
    return id;
  };

  try {
    await send(fromDump ? { kind: 'open', dataDir, fromDump } : { kind: 'open', dataDir });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    query: (sql, params) => send({ kind: 'query', sql, params }) as never,
    async transaction(work) {
      const transaction = await beginTransaction();
      let result;
      try {
        result = await work({ query: (sql, params) => send({ kind: 'query', sql, params, transaction }) as never });
      } catch (error) {
        await send({ kind: 'end', transaction, commit: false });
        throw error;
      }
      await send({ kind: 'end', transaction, commit: true });
      return result;
    },
    async close() {
      if (stopped) return;
      // Closed first, so PGlite writes what it holds to dataDir before the thread ends.
      await send({ kind: 'close' });
      await worker.terminate();
    },
  };
}
