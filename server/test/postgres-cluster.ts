import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './test-server.js';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL cluster for tests: Debian's server binaries, a temp directory, trust authentication, a
 * free port and its socket inside the temp directory, so nothing of the machine's own PostgreSQL is touched.
 */
export interface PostgresCluster {
  /** A DATABASE_URL for the cluster's `postgres` database, over the cluster's unix socket. */
  url: string;
  /** Stops the cluster and deletes its files. */
  stop(): Promise<void>;
}

/** Where to find the server binaries and whom to run them as; `reason` says why a test must skip instead. */
export type PostgresInstall =
  | { available: true; binDir: string; user: { name: string; uid: number; gid: number } | null }
  | { available: false; reason: string };

/** PostgreSQL refuses to run as root, so as root the cluster runs as this user (Debian's package makes it). */
function unprivilegedUser(name: string): { name: string; uid: number; gid: number } | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  return line ? { name, uid: Number(uid), gid: Number(gid) } : null;
}

/** Finds Debian's PostgreSQL (/usr/lib/postgresql/<version>/bin, the newest), or POSTGRES_BIN when set. */
export function findPostgres(): PostgresInstall {
  const candidates = process.env.POSTGRES_BIN
    ? [process.env.POSTGRES_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((version) => /^\d+$/.test(version))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  const binDir = candidates.find((dir) =>
    ['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(path.join(dir, bin))),
  );
  if (!binDir)
    return { available: false, reason: "PostgreSQL's server binaries are not installed (apt-get install postgresql)" };
  if (process.getuid?.() !== 0) return { available: true, binDir, user: null };
  const user = unprivilegedUser('postgres');
  if (!user || !existsSync('/usr/sbin/runuser'))
    return { available: false, reason: 'running as root without a postgres user and runuser to start PostgreSQL as' };
  return { available: true, binDir, user };
}

/** Session defaults of the cluster that SQL must not lean on; PGlite's are UTC and ISO. */
export interface SessionDefaults {
  /** TimeZone, e.g. 'America/Los_Angeles': far from Auckland's and UTC, so leaning on it cuts days wrongly. */
  timeZone: string;
  /** DateStyle, e.g. 'SQL, DMY': then a timestamptz's own text is no ISO 8601 that Date.parse reads. */
  dateStyle: string;
}

/** Creates and starts a cluster (about 2 s) whose sessions start with `defaults`. */
export async function startPostgresCluster(
  install: Extract<PostgresInstall, { available: true }>,
  defaults: SessionDefaults,
): Promise<PostgresCluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'harakeke-pg-'));
  if (install.user) await chown(dir, install.user.uid, install.user.gid);
  const user = install.user;
  const asUser = (bin: string, args: string[]) =>
    user
      ? run('/usr/sbin/runuser', ['-u', user.name, '--', path.join(install.binDir, bin), ...args], { cwd: dir })
      : run(path.join(install.binDir, bin), args, { cwd: dir });
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let started = false;
  const stop = async () => {
    // Smart first: pg's Pool.end() resolves before its connections have closed, and a fast shutdown would
    // terminate them under the client's feet (FATAL 57P01, reported as an unhandled error).
    if (started)
      await asUser('pg_ctl', ['stop', '-D', dataDir, '-m', 'smart', '-w', '-t', '10'])
        .catch(() => asUser('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']))
        .catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await asUser('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    // No TCP listener: the socket lives in the temp directory, named after the free port.
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=''",
      `-c TimeZone=${defaults.timeZone}`,
      `-c DateStyle='${defaults.dateStyle.replace(/\s/g, '')}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    started = true;
    await asUser('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      options,
    ]);
  } catch (error) {
    const log = await readFile(path.join(dir, 'server.log'), 'utf8').catch(() => '');
    await stop();
    throw new Error(`Could not start a PostgreSQL cluster: ${String(error)}\n${log}`);
  }
  return {
    url: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${port}`,
    stop,
  };
}
