import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configEntries } from '../../../server/db/schema';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const { admin, member } = t;

const remove = (key: string, headers = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/config/private/${key}`, headers });
const stored = async (key: string) =>
  (await t.db.select().from(configEntries).where(eq(configEntries.key, key))).length;

describe('DELETE /api/config/private/{key}', () => {
  it('deletes a key the portal does not read', async () => {
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/config/public/OLD_BANNER_TEXT',
      headers: admin,
      payload: { value: 'Chào mừng' },
    });
    expect(written.statusCode).toBe(200);
    const deleted = await remove('OLD_BANNER_TEXT');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { key: 'OLD_BANNER_TEXT' } });
    expect(await stored('OLD_BANNER_TEXT')).toBe(0);
    expect((await remove('OLD_BANNER_TEXT')).statusCode).toBe(404);
  });

  it('refuses a key the portal reads, saying what reads it, and keeps it', async () => {
    const refused = await remove('PROMOTION_MULTI');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      message:
        'Không thể xóa PROMOTION_MULTI: cổng đang dùng cấu hình này (Hệ số khuyến mãi khi nạp tiền (1,2 nghĩa là tặng thêm 20%)). Hãy sửa giá trị thay vì xóa',
    });
    expect(await stored('PROMOTION_MULTI')).toBe(1);
  });

  it('needs config.private.all', async () => {
    expect((await remove('SUPPORT_URL', member)).statusCode).toBe(403);
  });
});
