import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CONFIG_KEYS,
  configValueProblem,
  isKnownConfigKey,
  type ConfigValueOf,
  type KnownConfigKey,
} from '../../../common/configKeys';
import type { ConfigEntry } from '../../../common/adminApi';
import type { Executor } from '../../db/client';
import { runNamed } from '../../db/prepared';
import { configEntries, users } from '../../db/schema';
import { editConflict } from '../../lib/editVersion';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';

export type Visibility = 'public' | 'private';

function selectEntries(db: Executor) {
  return db
    .select({
      key: configEntries.key,
      value: configEntries.value,
      isPublic: configEntries.isPublic,
      description: configEntries.description,
      updatedAt: configEntries.updatedAt,
      updatedById: users.id,
      updatedByName: users.name,
    })
    .from(configEntries)
    .leftJoin(users, eq(users.id, configEntries.updatedBy))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

const toEntry = ({ updatedById, updatedByName, updatedAt, ...row }: Row): ConfigEntry => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
  updatedBy: updatedById === null ? null : { id: updatedById, name: updatedByName ?? '' },
});

/** Public callers see public entries only; config.private.all sees every entry. */
export async function listEntries(db: Executor, visibility: Visibility): Promise<ConfigEntry[]> {
  const query = selectEntries(db).orderBy(asc(configEntries.key));
  const rows =
    visibility === 'public' ? await query.where(eq(configEntries.isPublic, true)) : await query;
  return rows.map(toEntry);
}

export async function getEntry(
  db: Executor,
  key: string,
  visibility: Visibility,
): Promise<ConfigEntry> {
  const [row] = await selectEntries(db).where(eq(configEntries.key, key));
  if (!row || (visibility === 'public' && !row.isPublic)) {
    throw notFound(`Không có cấu hình ${key}`);
  }
  return toEntry(row);
}

export interface ConfigWrite {
  value?: unknown;
  description?: string | undefined;
}

/** Who writes, and the version of the entry they read (none: an unconditional write). */
export interface ConfigWriter {
  userId: number;
  readAt?: Date | undefined;
}

/**
 * Creates or replaces an entry. Posting to the other visibility moves a key there, except for
 * the known keys, whose visibility is fixed (the banner and landing page read them anonymously).
 */
export async function writeEntry(
  db: Executor,
  key: string,
  visibility: Visibility,
  write: ConfigWrite,
  { userId, readAt }: ConfigWriter,
): Promise<ConfigEntry> {
  const problem = configValueProblem(key, write.value);
  if (problem) throw badRequest(problem, { value: problem });
  const isPublic = visibility === 'public';
  if (isKnownConfigKey(key) && CONFIG_KEYS[key].isPublic !== isPublic) {
    const message = CONFIG_KEYS[key].isPublic
      ? `${key} là cấu hình công khai, hãy lưu qua /config/public/${key}`
      : `${key} là cấu hình riêng tư, hãy lưu qua /config/private/${key}`;
    throw unprocessable(message, 'CONFIG_VISIBILITY_FIXED');
  }
  const known = isKnownConfigKey(key) ? CONFIG_KEYS[key].description : '';
  const updatedAt = new Date();
  const changes = {
    value: write.value,
    isPublic,
    updatedAt,
    updatedBy: userId,
    ...(write.description === undefined ? {} : { description: write.description }),
  };
  if (readAt) {
    const saved = await db
      .update(configEntries)
      .set(changes)
      .where(and(eq(configEntries.key, key), eq(configEntries.updatedAt, readAt)))
      .returning({ key: configEntries.key });
    if (!saved.length) throw editConflict(await getEntry(db, key, 'private'));
    return getEntry(db, key, 'private');
  }
  await db
    .insert(configEntries)
    .values({
      key,
      value: write.value,
      isPublic,
      description: write.description ?? known,
      updatedAt,
      updatedBy: userId,
    })
    .onConflictDoUpdate({ target: configEntries.key, set: changes });
  return getEntry(db, key, 'private');
}

/**
 * Deletes an entry the portal does not read. A known key is in use: the portal reads it (and
 * would fall back to its default), so it is refused with what reads it.
 */
export async function deleteEntry(db: Executor, key: string): Promise<void> {
  if (isKnownConfigKey(key)) {
    throw conflict(
      `Không thể xóa ${key}: cổng đang dùng cấu hình này (${CONFIG_KEYS[key].description}). Hãy sửa giá trị thay vì xóa`,
      'IN_USE',
    );
  }
  const deleted = await db
    .delete(configEntries)
    .where(eq(configEntries.key, key))
    .returning({ key: configEntries.key });
  if (!deleted.length) throw notFound(`Không có cấu hình ${key}`);
}

/**
 * The value of a known key for other modules (transfer limits, promotion, payment): the stored
 * value, or the key's default (null for an unset key) while the entry is missing or invalid.
 */
export async function readConfigValue<K extends KnownConfigKey>(
  db: Executor,
  key: K,
): Promise<ConfigValueOf<K>> {
  return (await readConfigValues(db, [key]))[key];
}

/** Several known keys' values (as `readConfigValue` reads each) in one query. */
export async function readConfigValues<K extends KnownConfigKey>(
  db: Executor,
  keys: readonly K[],
): Promise<{ [Key in K]: ConfigValueOf<Key> }> {
  const rows = await runNamed(
    db
      .select({ key: configEntries.key, value: configEntries.value })
      .from(configEntries)
      .where(inArray(configEntries.key, [...keys])),
  );
  return configValuesOf(keys, new Map(rows.map((row) => [row.key, row.value])));
}

/**
 * Known keys' values from their stored ones, as `readConfigValue` reads each: for a query that
 * reads them along with other rows.
 */
export function configValuesOf<K extends KnownConfigKey>(
  keys: readonly K[],
  stored: ReadonlyMap<string, unknown>,
): { [Key in K]: ConfigValueOf<Key> } {
  const values = {} as { [Key in K]: ConfigValueOf<Key> };
  for (const key of keys) {
    const definition = CONFIG_KEYS[key];
    const parsed = definition.schema.safeParse(stored.get(key));
    values[key] = (parsed.success ? parsed.data : definition.default) as ConfigValueOf<K>;
  }
  return values;
}
