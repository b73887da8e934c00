import { access, cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEmbeddedDatabase } from './client.js';

/**
 * A new embedded database's data directory, as PGlite's initdb leaves it, made once by the server's build
 * (`npm run build -w server`, scripts/write-empty-cluster.mjs) in `server/dist/` (the same path from the sources,
 * src/db, and from the build, dist/db). A new database is a copy of it: initdb peaks at about 750 MiB of WebAssembly
 * memory, which PGlite gives back only with its thread, while opening a data directory takes about 170 MiB
 * (server/BENCHMARK.md, 'Memory').
 */
export const EMPTY_CLUSTER_DIR = fileURLToPath(new URL('../../dist/empty-cluster', import.meta.url));

/** Whether `dir` holds a PostgreSQL data directory (initdb writes PG_VERSION first). */
export async function holdsCluster(dir: string): Promise<boolean> {
  try {
    await access(path.join(dir, 'PG_VERSION'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes a data directory at `dir` whole or not at all: `make` writes it beside, under a name of this process's, and
 * it takes `dir`'s place once complete. What was at `dir` held no cluster (an interrupted start's leftovers), so
 * nothing there is kept.
 */
export async function installCluster(dir: string, make: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${dir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await make(partial);
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
}

/**
 * Copies the build's empty cluster (or the one in `from`) to `dataDir`, which holds none; false, having written
 * nothing, when the build has not made one (the sources run without a build).
 */
export async function copyEmptyCluster(dataDir: string, from = EMPTY_CLUSTER_DIR): Promise<boolean> {
  if (!(await holdsCluster(from))) return false;
  await installCluster(dataDir, (partial) => cp(from, partial, { recursive: true }));
  return true;
}

/**
 * Runs initdb in `dir` on a worker thread of its own, which then ends: PGlite's WebAssembly memory grows to the most
 * it was ever asked for and is given back only with its thread, and initdb asks for about 750 MiB.
 */
export async function initCluster(dir: string): Promise<void> {
  const creating = await openEmbeddedDatabase(dir);
  await creating.close();
}

/** Makes the build's empty cluster (by initdb), replacing what is there. */
export const writeEmptyCluster = (dir = EMPTY_CLUSTER_DIR): Promise<void> => installCluster(dir, initCluster);
