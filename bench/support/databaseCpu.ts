import { existsSync } from 'node:fs';
import type pg from 'pg';
import { cpuMsOf } from './processCpu';

/**
 * CPU time the PostgreSQL backends serving one database have used, in ms: each backend is a
 * process of its own, so a route's cost is Node's CPU plus theirs. Other databases' backends (a
 * test run beside the bench) are not counted.
 */
export async function databaseCpuMeter(observer: pg.Client, database: string) {
  const backends = async () => {
    const { rows } = await observer.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rows.map((row) => row.pid).filter((pid) => existsSync(`/proc/${pid}/stat`));
  };
  const readAll = async () => new Map((await backends()).map((pid) => [pid, cpuMsOf(pid)]));
  return {
    /** Starts a measure; the function it answers gives the backends' CPU ms since then. */
    async start(): Promise<() => Promise<number>> {
      const before = await readAll();
      return async () => {
        let used = 0;
        for (const [pid, now] of await readAll()) used += now - (before.get(pid) ?? 0);
        return used;
      };
    },
  };
}
