import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { parseInstant } from '../src/clock.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a database migrated and seeded with the demo customers, made once per run (global-setup.ts). */
    seededDatabaseDump: string;
    /** The moment every server of the run takes as now (epoch ms): TEST_NOW, or when the run started (test-clock.ts). */
    testNow: number;
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
  const now = runMoment(process.env.TEST_NOW);
  project.provide('testNow', now);
  const dir = await mkdtemp(path.join(tmpdir(), 'harakeke-test-db-'));
  const file = path.join(dir, 'seeded.tar');
  const here = path.dirname(fileURLToPath(import.meta.url));
  try {
    await run(
      process.execPath,
      [
        '--conditions=@harakeke/source',
        '--import',
        'tsx',
        path.join(here, 'seeded-database-dump.ts'),
        file,
        String(now),
      ],
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

/** The run's moment (test-clock.ts): TEST_NOW, an ISO 8601 instant with its offset, or the system's time now. */
function runMoment(testNow: string | undefined): number {
  if (!testNow) return Date.now();
  const moment = parseInstant(testNow);
  if (moment === undefined) {
    throw new Error(
      `TEST_NOW must be an ISO 8601 moment with its offset, e.g. 2026-12-24T09:00:00+13:00, got "${testNow}"`,
    );
  }
  return moment;
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
