import { sql } from 'drizzle-orm';
import { CRAWL_URL_KEYS, type StagingKind } from '../../../../common/aov';
import type { Executor } from '../../../db/client';

/**
 * The URL the admin configured for this kind, or null. Reads `config_entries` directly so this
 * module does not depend on the config module's internals; a database without the table yet
 * simply has no URL configured.
 */
export async function crawlSourceUrl(db: Executor, kind: StagingKind): Promise<string | null> {
  try {
    const result = await db.execute<{ value: unknown }>(
      sql`select value from config_entries where key = ${CRAWL_URL_KEYS[kind]}`,
    );
    const value = (result as unknown as { rows: { value: unknown }[] }).rows[0]?.value;
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  } catch (error) {
    if (undefinedTable(error)) return null;
    throw error;
  }
}

function undefinedTable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '42P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
