import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP_NAME, DEMO_ACCOUNTS, MEMBER_GROUP_NAME } from '../../common/permissions';
import { prepareDatabase } from '../../server/boot';
import type { Database } from '../../server/db/client';
import { groupPermissions, groups, permissions, users } from '../../server/db/schema';
import { createTestDatabase, testDatabaseKind } from '../support/testDatabase';
import { tempDir, testEnv } from '../support/testEnv';

/** PGlite on a fresh DATA_DIR, or an empty PostgreSQL database of this run's own. */
async function emptyDatabaseEnv() {
  if (testDatabaseKind() === 'pglite') {
    return { env: testEnv({ DATA_DIR: tempDir('persist') }), done: async () => {} };
  }
  const fresh = await createTestDatabase(2);
  await fresh.db.execute(
    sql.raw(
      'drop schema public cascade; create schema public; drop schema if exists drizzle cascade',
    ),
  );
  return { env: testEnv({ DATABASE_URL: fresh.url! }), done: () => fresh.close() };
}

describe('start-up on a database', () => {
  it('seeds an empty database; a second start keeps every row and undoes no admin change', async () => {
    const { env, done } = await emptyDatabaseEnv();
    try {
      // Counted against what the seed defines, not against a number it happens to have today.
      const groupNames = async (db: Database) =>
        (await db.select({ name: groups.name }).from(groups)).map((g) => g.name).sort();
      const seededGroups = [ADMIN_GROUP_NAME, MEMBER_GROUP_NAME].sort();
      const first = await prepareDatabase(env);
      expect(await groupNames(first.db)).toEqual(seededGroups);
      expect((await first.db.select({ n: count() }).from(users))[0]!.n).toBe(DEMO_ACCOUNTS.length);
      await first.db.insert(users).values({ email: 'giu.lai@congty.vn', name: 'Giữ lại' });
      const [admin] = await first.db.select().from(groups).where(eq(groups.name, 'Quản trị viên'));
      const [payment] = await first.db
        .select()
        .from(permissions)
        .where(eq(permissions.name, 'payment.all'));
      const revoked = and(
        eq(groupPermissions.groupId, admin!.id),
        eq(groupPermissions.permissionId, payment!.id),
      );
      await first.db.delete(groupPermissions).where(revoked);
      await first.close();

      const second = await prepareDatabase(env);
      expect((await second.db.select({ n: count() }).from(users))[0]!.n).toBe(
        DEMO_ACCOUNTS.length + 1,
      );
      expect(await groupNames(second.db)).toEqual(seededGroups);
      expect(await second.db.select().from(groupPermissions).where(revoked)).toHaveLength(0);
      await second.close();
    } finally {
      await done();
    }
  });
});
