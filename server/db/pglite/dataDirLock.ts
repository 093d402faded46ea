import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Who holds a data directory: a process, told apart from a later one given the same pid. */
interface Holder {
  pid: number;
  host: string;
  /** The process' start time in clock ticks since boot (Linux); null where unknown. */
  started: string | null;
}

/** A second process opening PGlite's files would corrupt them: its refusal, in Vietnamese. */
export class DataDirInUse extends Error {
  constructor(dataDir: string, holder: Holder, lockFile: string) {
    super(
      `Thư mục dữ liệu ${dataDir} đang được tiến trình ${holder.pid} trên máy ${holder.host} ` +
        'dùng (máy chủ đang chạy?). Cơ sở dữ liệu nhúng (PGlite) chỉ cho một tiến trình mở: ' +
        'hãy dừng tiến trình đó rồi thử lại. Nếu chắc chắn nó không còn chạy, xoá tệp ' +
        `${lockFile}.`,
    );
  }
}

/** Field 22 of /proc/<pid>/stat, after the command name (which may hold spaces). */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(holder: Holder): boolean {
  // Another machine's process (a shared volume) cannot be asked: it is taken as running.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

function readHolder(lockFile: string): Holder | null {
  try {
    return JSON.parse(readFileSync(lockFile, 'utf8')) as Holder;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes `DATA_DIR/pglite.lock` for this process, or refuses with DataDirInUse while a running
 * process holds it. A lock left by a process that died (a crash, SIGKILL) is taken over. The file
 * appears whole or not at all (written aside, then hard-linked), so a reader never sees it half
 * written. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.resolve(dataDir, 'pglite.lock');
  const me: Holder = { pid: process.pid, host: hostname(), started: startTimeOf(process.pid) };
  const draft = `${lockFile}.${randomUUID()}`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    for (;;) {
      try {
        linkSync(draft, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(lockFile);
      if (holder && isRunning(holder)) throw new DataDirInUse(dataDir, holder, lockFile);
      rmSync(lockFile, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }
  return () => {
    const holder = readHolder(lockFile);
    if (holder?.pid === me.pid && holder.started === me.started) rmSync(lockFile, { force: true });
  };
}
