import { readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
export function cpuMsOf(pid: number): number {
  const fields = statFields(pid);
  return ticksToMs(Number(fields[11]) + Number(fields[12]));
}

/** CPU time this process's finished children (a pgbench run) have used so far, in ms. */
export function childrenCpuMs(): number {
  const fields = statFields('self');
  return ticksToMs(Number(fields[13]) + Number(fields[14]));
}

/** The fields of /proc/<pid>/stat after the command name, which is in parentheses and may hold spaces. */
function statFields(pid: number | 'self'): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

const ticksToMs = (ticks: number) => (ticks * 1000) / 100;
