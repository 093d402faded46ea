import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { Database } from '../../server/db/client';

/** What `drizzle-kit generate` writes for the tables, on an empty schema. */
export const migrationOf = (tables: Record<string, PgTable>) =>
  generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));

/** The tables made as the next start would apply their generated migration. */
export async function createAsGenerated(db: Database, tables: Record<string, PgTable>) {
  for (const statement of await migrationOf(tables)) await db.execute(sql.raw(statement));
}
