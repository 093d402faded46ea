import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export interface RetentionRule {
  /** The newest backup of each of this many most recent days that have one. */
  daily: number;
  /** The newest backup of each of this many most recent ISO weeks that have one. */
  weekly: number;
}

/** A finished backup folder (`beli-2026-11-28T02-15-00Z`; `….partial` is never one) and its time. */
export function listBackups(backupDir: string): { name: string; takenAt: Date }[] {
  let names: string[];
  try {
    names = readdirSync(backupDir);
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const match = /^beli-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z$/.exec(name);
      return (
        match && { name, takenAt: new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) }
      );
    })
    .filter((backup) => backup !== null && !Number.isNaN(backup.takenAt.getTime()))
    .map((backup) => backup!)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Monday of the date's ISO week (UTC), as its YYYY-MM-DD. */
function weekOf(at: Date): string {
  const monday = new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

/** The newest of each period, for the `count` newest periods. */
function newestPerPeriod(
  names: { name: string; takenAt: Date }[],
  period: (at: Date) => string,
  count: number,
) {
  const kept = new Map<string, string>();
  for (const backup of names) {
    const key = period(backup.takenAt);
    if (!kept.has(key) && kept.size < count) kept.set(key, backup.name);
  }
  return [...kept.values()];
}

/**
 * Removes the backups the rule does not keep; the newest is always kept. Answers the names kept
 * and removed, newest first.
 */
export function pruneBackups(backupDir: string, rule: RetentionRule) {
  const backups = listBackups(backupDir);
  const keep = new Set([
    ...backups.slice(0, 1).map((b) => b.name),
    ...newestPerPeriod(backups, (at) => at.toISOString().slice(0, 10), rule.daily),
    ...newestPerPeriod(backups, weekOf, rule.weekly),
  ]);
  const removed = backups.filter((b) => !keep.has(b.name)).map((b) => b.name);
  for (const name of removed) rmSync(path.join(backupDir, name), { recursive: true, force: true });
  return { kept: backups.filter((b) => keep.has(b.name)).map((b) => b.name), removed };
}
