import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { rowsOf } from './rows';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** One migration as drizzle-kit's journal names it; `when` is what the database records. */
export interface MigrationStep {
  tag: string;
  when: number;
}

interface Journal {
  entries: (MigrationStep & Record<string, unknown>)[];
}

const readJournalFile = (folder: string): Journal =>
  JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** This code's migrations, oldest first. */
export function readJournal(): MigrationStep[] {
  return readJournalFile(MIGRATIONS_FOLDER).entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The newest migration applied to the database (drizzle records each one's `when`); null when
 * none is, and `tag: null` when this code's journal does not know it (a newer version's).
 */
export async function lastAppliedMigration(
  db: Executor,
): Promise<{ tag: string | null; when: number } | null> {
  const [table] = rowsOf<{ exists: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`),
  );
  if (!table?.exists) return null;
  const [applied] = rowsOf<{ when: string | null }>(
    await db.execute(sql`select max(created_at)::text as when from drizzle.__drizzle_migrations`),
  );
  if (!applied?.when) return null;
  const when = Number(applied.when);
  return { tag: readJournal().find((step) => step.when === when)?.tag ?? null, when };
}

/**
 * A copy of the migrations folder whose journal ends at `last`, for drizzle's migrator (which
 * applies every migration its journal lists).
 */
export function migrationsFolderUpTo(last: MigrationStep): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'beli-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journal = readJournalFile(MIGRATIONS_FOLDER);
  const end = journal.entries.findIndex((step) => step.when === last.when);
  if (end < 0) throw new Error(`Không có migration ${last.tag} trong mã nguồn này`);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }),
  );
  return folder;
}
