import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP_NAME } from '../../../common/permissions';
import { grantAdmin } from '../../../server/admin/grantAdmin';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { auditEvents, groups, userGroups, users } from '../../../server/db/schema';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type TestOidcProvider,
} from '../../support/oidcProvider';
import { oidcSignInFlow } from '../../support/oidcSignInFlow';
import { bearer } from '../../support/testApp';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';
import { testEnv } from '../../support/testEnv';

const PUBLIC_URL = 'https://beli.congty.vn';

/** Nobody in the admin group: a deployment's database before its first administrator. */
async function withoutAdmins(db: Database) {
  const [admin] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.name, ADMIN_GROUP_NAME));
  await db.delete(userGroups).where(eq(userGroups.groupId, admin!.id));
}

const adminEmails = async (db: Database) =>
  (
    await db
      .select({ email: users.email })
      .from(users)
      .innerJoin(userGroups, eq(userGroups.userId, users.id))
      .innerJoin(groups, and(eq(groups.id, userGroups.groupId), eq(groups.name, ADMIN_GROUP_NAME)))
  ).map((row) => row.email);

let provider: TestOidcProvider;
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
const logLines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  provider = await startOidcProvider(`${PUBLIC_URL}/api/auth/google/callback`);
  database = await createTestDatabase();
  await withoutAdmins(database.db);
  const env = testEnv({
    NODE_ENV: 'production',
    OIDC_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    PUBLIC_URL,
    LOG_LEVEL: 'info',
  });
  app = await buildApp({
    env,
    database,
    distDir: null,
    logStream: {
      write: (line) => logLines.push(JSON.parse(line) as { level: number; msg: string }),
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
});
const { signIn } = oidcSignInFlow(
  () => app,
  () => provider,
);

describe('production with ADMIN_EMAILS empty and no administrator yet', () => {
  it('says at start how to make the first one', () => {
    expect(logLines.map((line) => line.msg)).toContainEqual(
      expect.stringContaining('npm run admin -- grant'),
    );
  });

  it('makes nobody admin by signing in, not even the first to come', async () => {
    // Empty unless the grant below ran first (the tests run shuffled): unchanged either way.
    const adminsBefore = await adminEmails(database.db);
    provider.accounts.set('nguoi-la', {
      email: 'nguoi.la@congty.vn',
      email_verified: true,
      name: 'Người Lạ',
    });
    const token = await signIn('nguoi-la');
    const mine = await app.inject({ url: '/api/permissions/me', headers: bearer(token) });
    expect(mine.json().data.groups.map((g: { name: string }) => g.name)).toEqual(['Thành viên']);
    expect(await adminEmails(database.db)).toEqual(adminsBefore);
  });

  it('makes an admin by `npm run admin -- grant EMAIL`, recorded in the audit log', async () => {
    provider.accounts.set('truong-phong', {
      email: 'truong.phong@congty.vn',
      email_verified: true,
      name: 'Trưởng Phòng',
    });
    const token = await signIn('truong-phong');
    await grantAdmin(database.db, 'Truong.Phong@congty.vn');
    expect(await adminEmails(database.db)).toEqual(['truong.phong@congty.vn']);
    const mine = await app.inject({ url: '/api/permissions/me', headers: bearer(token) });
    expect(mine.json().data.groups.map((g: { name: string }) => g.name)).toContain(
      ADMIN_GROUP_NAME,
    );
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.action, ['CLI npm run admin -- grant']))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      actorId: null,
      clientAddress: 'dòng lệnh',
      resource: 'permissions/userGroup',
      before: { email: 'truong.phong@congty.vn', groups: ['Thành viên'] },
      after: { email: 'truong.phong@congty.vn', groups: ['Quản trị viên', 'Thành viên'] },
    });
  });

  it('refuses an e-mail no account holds, in Vietnamese, and changes nothing', async () => {
    const before = await adminEmails(database.db);
    await expect(grantAdmin(database.db, 'chua.co@congty.vn')).rejects.toThrow(
      'Không có tài khoản nào với e-mail chua.co@congty.vn: người đó cần đăng nhập một lần trước',
    );
    expect(await adminEmails(database.db)).toEqual(before);
  });
});
