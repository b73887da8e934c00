import { PGlite } from '@electric-sql/pglite';
import { writeFile } from 'node:fs/promises';
import { migrate } from '../src/db/migrations.js';
import { seedDemoCustomers } from '../src/demo-seed.js';
import { pgliteDatabase } from './pglite-database.js';

/**
 * Migrates and seeds one in-memory database and writes its data directory to `file` (PGlite's dumpDataDir), for
 * tests to open copies of (global-setup.ts). PGlite runs on this thread: the process does nothing else.
 */
export async function writeSeededDatabaseDump(file: string, now: number): Promise<void> {
  const pglite = await PGlite.create();
  try {
    const db = pgliteDatabase(pglite);
    await migrate(db);
    await seedDemoCustomers(db, { now });
    // Out of the shared buffers into the files first, so a copy starts without replaying the log.
    await pglite.query('CHECKPOINT');
    const tarball = await pglite.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

// Run as a script (global-setup.ts): `tsx --conditions=@harakeke/source seeded-database-dump.ts <file> <epoch ms>`,
// the demo data dated from the run's moment (test-clock.ts).
const [file, now] = process.argv.slice(2);
if (file) await writeSeededDatabaseDump(file, Number(now ?? Date.now()));
