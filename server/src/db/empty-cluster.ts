import { PGlite } from '@electric-sql/pglite';
import { access, cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A new embedded database's data directory, as PGlite's initdb leaves it, made once by the server's build
 * (`npm run build -w server`) in `server/dist/` (the same path from the sources, src/db, and from the build,
 * dist/db). A new database is a copy of it: initdb peaks at about 750 MiB of WebAssembly memory, which PGlite
 * gives back only with its thread, while opening a data directory takes about 170 MiB (server/BENCHMARK.md,
 * 'Memory').
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
 * Copies the build's empty cluster (or the one in `from`) to `dataDir`, which must not hold one yet; false, having
 * written nothing, when the build has not made one (the sources run without a build).
 */
export async function copyEmptyCluster(dataDir: string, from = EMPTY_CLUSTER_DIR): Promise<boolean> {
  if (!(await holdsCluster(from))) return false;
  await rm(`${dataDir}.partial`, { recursive: true, force: true });
  await cp(from, `${dataDir}.partial`, { recursive: true });
  await rename(`${dataDir}.partial`, dataDir);
  return true;
}

/** Runs initdb in `dir` (replacing what is there), whole or not at all. */
export async function writeEmptyCluster(dir = EMPTY_CLUSTER_DIR): Promise<void> {
  await rm(`${dir}.partial`, { recursive: true, force: true });
  const pglite = await PGlite.create({ dataDir: `${dir}.partial` });
  await pglite.close();
  await rm(dir, { recursive: true, force: true });
  await rename(`${dir}.partial`, dir);
}

// Run by the server's build: `node dist/db/empty-cluster.js`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await writeEmptyCluster();
