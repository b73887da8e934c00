import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a database migrated and seeded with the demo customers, made once per run (global-setup.ts). */
    seededDatabaseDump: string;
  }
}

/**
 * Vitest's global setup of the node project: migrates and seeds one database and dumps it, so each test file opens
 * a copy of it (test-server.ts, openSeededDatabase) instead of running initdb, every migration and the seed again,
 * which took most of a server test file's time. Each file's copy is its own: no file sees another's writes.
 *
 * The dump is written by a child process under tsx, which resolves the workspace packages to their sources as the
 * tests do; Vitest's runner for global setup files would take the contract's build instead.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'harakeke-test-db-'));
  const file = path.join(dir, 'seeded.tar');
  const here = path.dirname(fileURLToPath(import.meta.url));
  try {
    await run(
      process.execPath,
      ['--conditions=@harakeke/source', '--import', 'tsx', path.join(here, 'seeded-database-dump.ts'), file],
      path.resolve(here, '..'),
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('seededDatabaseDump', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`The seeded test database was not made (${signal ?? `exit code ${code}`}).`)),
    );
  });
}
