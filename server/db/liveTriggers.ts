import { sql } from 'drizzle-orm';
import { RESOURCE_DEFINITIONS } from '../../common/resources';
import type { Database } from './client';

/**
 * Every resource definition's table announces its changes to the live channel (its admin list
 * refreshes), after each start's migrations: a resource added by a definition and its generated
 * migration needs no trigger written by hand. `live_table_changed()` comes from migration 0027.
 */
export async function announceDefinitionTables(db: Database) {
  for (const { table } of RESOURCE_DEFINITIONS) {
    await db.execute(
      sql`create or replace trigger live_table_changed after insert or update or delete on ${sql.identifier(table)} for each statement execute function live_table_changed()`,
    );
  }
}
