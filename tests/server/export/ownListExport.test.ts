import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toolRuns, tools, toolTasks, users } from '../../../server/db/schema';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const { admin, member } = t;

const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
let toolId: number;

beforeAll(async () => {
  const [tool] = await t.db.select().from(tools).where(eq(tools.type, 'ghep-anh-2'));
  toolId = tool!.id;
  const idOf = async (email: string) =>
    (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const submission = async (email: string, key: string, skinIds: number[]) => ({
    toolId,
    userId: await idOf(email),
    price: 5,
    idempotencyKey: key,
    request: { skinIds, uploadIds: [], options: {} },
  });
  await t.db
    .insert(toolTasks)
    .values([
      { ...(await submission(MEMBER_EMAIL, 'a', [1, 2, 3])), status: 'failed', error: 'Ảnh hỏng' },
      { ...(await submission(MEMBER_EMAIL, 'b', [1])), status: 'succeeded', width: 20, height: 10 },
      await submission(ADMIN_EMAIL, 'c', [1]),
    ]);
  await t.db.insert(toolRuns).values({
    ...(await submission(ADMIN_EMAIL, 'd', [1, 2])),
    width: 1,
    height: 1,
    imageFile: 'x.jpg',
  });
});

describe("a member's own runs and tasks", () => {
  it('export only their own, newest first, with statuses in Vietnamese', async () => {
    const answer = await t.app.inject({
      url: `/api/tools/${toolId}/tasks/export`,
      headers: member,
    });
    expect(answer.statusCode).toBe(200);
    const lines = linesOf(answer.body);
    expect(lines[0]).toBe(
      'Mã,Thời gian,Trạng thái,Chạy thử miễn phí,Số ảnh,Kích thước (px),Giá (BELI),Giao dịch,Hoàn phí (giao dịch),Lỗi',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(2, 7))).toEqual([
      ['Hoàn tất', 'Không', '1', '20 × 10', '5'],
      ['Thất bại', 'Không', '3', '', '5'],
    ]);
    expect(lines[2]!.endsWith(',Ảnh hỏng')).toBe(true);
  });

  it('export runs under their own file name, and refuse a filter as the list does', async () => {
    const runs = await t.app.inject({ url: `/api/tools/${toolId}/runs/export`, headers: admin });
    expect(linesOf(runs.body)).toHaveLength(2);
    expect(runs.headers['content-disposition']).toContain("filename*=UTF-8''L%E1%BA%A7n_gh%C3%A9p");
    const filtered = await t.app.inject({
      url: `/api/tools/${toolId}/runs/export`,
      query: { filter: '{"id":1}' },
      headers: admin,
    });
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json().message).toBe('Danh sách này không lọc được');
  });
});
