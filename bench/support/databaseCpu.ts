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
  // A backend may end between the listing and the reading.
  const cpuIfAlive = (pid: number) => {
    try {
      return cpuMsOf(pid);
    } catch {
      return null;
    }
  };
  const readAll = async () => {
    const readings = (await backends()).map((pid) => [pid, cpuIfAlive(pid)] as const);
    return new Map(readings.filter((r): r is [number, number] => r[1] !== null));
  };
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
    /**
     * The backends' CPU ms while `running` runs, for a client whose connections end with it
     * (pgbench): each backend's CPU is read every 100 ms and its last reading counted, so a
     * backend's last tenth of a second or less goes uncounted.
     */
    async during<T>(running: Promise<T>): Promise<{ result: T; cpuMs: number }> {
      const before = await readAll();
      const last = new Map<number, number>();
      let done = false;
      const finished = running.finally(() => (done = true));
      while (!done) {
        for (const [pid, now] of await readAll()) last.set(pid, now);
        await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 100))]);
      }
      let cpuMs = 0;
      for (const [pid, now] of last) cpuMs += now - (before.get(pid) ?? 0);
      return { result: await finished, cpuMs };
    },
  };
}
