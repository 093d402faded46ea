import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/boot';
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
      const first = await prepareDatabase(env);
      expect((await first.db.select({ n: count() }).from(groups))[0]!.n).toBe(2);
      expect((await first.db.select({ n: count() }).from(users))[0]!.n).toBe(2);
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
      expect((await second.db.select({ n: count() }).from(users))[0]!.n).toBe(3);
      expect((await second.db.select({ n: count() }).from(groups))[0]!.n).toBe(2);
      expect(await second.db.select().from(groupPermissions).where(revoked)).toHaveLength(0);
      await second.close();
    } finally {
      await done();
    }
  });
});
