import { sql } from 'drizzle-orm';
import { RESOURCE_DEFINITIONS } from '../../common/resources';
import type { Database } from './client';
import { rowsOf } from './rows';

/**
 * Every resource definition's table announces its changes to the live channel (its admin list
 * refreshes): after each start's migrations, a table without its `live_table_changed` trigger (a
 * resource added by a definition and its generated migration) is given the usual one, once per
 * statement; a table whose migration wrote its own (bank_events, 0032) keeps it.
 * `live_table_changed()` comes from migration 0027.
 */
export async function announceDefinitionTables(db: Database) {
  const announcing = rowsOf<{ table: string }>(
    await db.execute(
      sql`select tgrelid::regclass::text as table from pg_trigger where tgname = 'live_table_changed'`,
    ),
  ).map((row) => row.table);
  for (const { table } of RESOURCE_DEFINITIONS) {
    if (announcing.includes(table)) continue;
    await db.execute(
      sql`create trigger live_table_changed after insert or update or delete on ${sql.identifier(table)} for each statement execute function live_table_changed()`,
    );
  }
}
