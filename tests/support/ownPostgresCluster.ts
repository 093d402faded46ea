import { execFile } from 'node:child_process';
import { chownSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './freePort';
import { tempDir } from './testEnv';

const run = promisify(execFile);

/** Where initdb and pg_ctl are: PG_BIN, or the Debian package's directory. */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface OwnPostgresCluster {
  port: number;
  /** A connection string to `database` on this cluster. */
  url(database: string): string;
  /** Creates an empty database. */
  createDatabase(name: string): Promise<void>;
  /** Starts the cluster again on the same port and directory. */
  start(): Promise<void>;
  /** `pg_ctl stop -m immediate`: every server process ends at once, as in a crash. */
  stopImmediately(): Promise<void>;
  /** Stops the cluster if it runs and deletes its directory. */
  destroy(): Promise<void>;
}

/** PostgreSQL refuses to run as root: a root test runs the cluster as the `postgres` user. */
async function asClusterUser(): Promise<{ prefix: string[]; uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid: Number(uid), gid: Number(gid) };
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary directory, on a free loopback
 * port), for tests that stop, crash or restore the database under a running server without
 * touching the shared test server. A missing PostgreSQL installation is a failure, never a skip.
 */
export async function ownPostgresCluster(): Promise<OwnPostgresCluster> {
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!existsSync(path.join(PG_BIN, tool))) {
      throw new Error(`PostgreSQL's ${tool} is required in ${PG_BIN} (set PG_BIN)`);
    }
  }
  const user = await asClusterUser();
  const dir = tempDir('cluster');
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  const dataDir = path.join(dir, 'data');
  const tool = (name: string, args: string[]) => {
    const [command, ...prefix] = [...user.prefix, path.join(PG_BIN, name)];
    return run(command!, [...prefix, ...args], { cwd: dir });
  };
  await tool('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  // No fsync: an immediate stop is a crash of PostgreSQL, not of the machine, so what was
  // written survives it in the operating system's cache.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const start = async () => {
    await tool('pg_ctl', [
      'start',
      '-w',
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'log'),
      '-o',
      settings,
    ]);
  };
  const stopImmediately = async () => {
    await tool('pg_ctl', ['stop', '-w', '-D', dataDir, '-m', 'immediate']);
  };
  await start();
  return {
    port,
    url,
    start,
    stopImmediately,
    createDatabase: async (name) => {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
    },
    destroy: async () => {
      await stopImmediately().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
