import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Executor } from './client';
import { MIGRATIONS_FOLDER, type MigrationStep } from './migrationJournal';
import { rowsOf } from './rows';

/**
 * This code's migrations up to `last` (every one when none), applied as drizzle's migrator
 * applies them and recorded where it records them, but on the caller's transaction: a restore
 * keeps the schema it made only together with its rows.
 */
export async function migrateInTransaction(tx: Executor, last?: MigrationStep): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`
    create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
  const [applied] = rowsOf<{ created_at: string }>(
    await tx.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER })) {
    if (last && migration.folderMillis > last.when) break;
    if (applied && Number(applied.created_at) >= migration.folderMillis) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(sql`
      insert into drizzle.__drizzle_migrations (hash, created_at)
      values (${migration.hash}, ${migration.folderMillis})`);
  }
}
