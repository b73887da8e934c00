import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from './database.js';

/**
 * How long the customers' queries must have left the database alone before background work sends its next
 * statement: a call's queries follow each other a few milliseconds apart, and background work slipped in between
 * would make the call wait for it.
 */
const QUIET_MS = 10;

export interface DatabaseLanes {
  /** What the customers' calls use: sent as soon as asked. */
  foreground: Database;
  /**
   * What background work uses (the readings warm-up at start): each of its queries and transactions starts only once
   * the foreground has been quiet for a moment, so a customer who signs in during the warm-up waits for at most one
   * of its statements, not behind all of them on the one embedded database. Inside one of its transactions,
   * statements go at once: the transaction already holds the database.
   */
  background: Database;
}

/** Two ways into one database, the customers' first (see DatabaseLanes). */
export function databaseLanes(db: Database): DatabaseLanes {
  let running = 0;
  let lastActive = 0;
  let quiet: { promise: Promise<void>; resolve: () => void } | undefined;

  const foregroundWork = async <T>(work: () => Promise<T>): Promise<T> => {
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      lastActive = performance.now();
      if (running === 0) quiet?.resolve();
    }
  };

  const foregroundQuiet = async () => {
    for (;;) {
      if (running > 0) {
        if (!quiet) {
          let resolve = () => {};
          const promise = new Promise<void>((settle) => (resolve = settle));
          quiet = { promise, resolve };
        }
        await quiet.promise;
        quiet = undefined;
      }
      const since = performance.now() - lastActive;
      if (running === 0 && since >= QUIET_MS) return;
      await delay(Math.max(1, QUIET_MS - since));
    }
  };

  return {
    foreground: {
      query: <Row extends object>(sql: string, params?: unknown[]) => foregroundWork(() => db.query<Row>(sql, params)),
      transaction: <T>(work: (tx: Pick<Database, 'query'>) => Promise<T>) => foregroundWork(() => db.transaction(work)),
      close: () => db.close(),
    },
    background: {
      query: async <Row extends object>(sql: string, params?: unknown[]) => {
        await foregroundQuiet();
        return db.query<Row>(sql, params);
      },
      transaction: async <T>(work: (tx: Pick<Database, 'query'>) => Promise<T>) => {
        await foregroundQuiet();
        return db.transaction(work);
      },
      close: () => db.close(),
    },
  };
}
