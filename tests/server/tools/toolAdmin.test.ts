import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tools } from '../../../server/db/schema';
import { finishedTask, toolIdOf, toolsAppForFile, withKey } from './support';

const t = toolsAppForFile();
const { admin, member } = t;

const listTools = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/tools', query: { sort: '["id","ASC"]' }, headers });
const write = (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) =>
  t.app.inject({ method, url, payload, headers });

const totalOf = (response: { headers: Record<string, unknown> }) =>
  Number(String(response.headers['content-range']).split('/')[1]);

const newTool = {
  type: 'ghep-anh',
  name: 'Ghép ảnh khổ lớn',
  description: 'Ô 512 px',
  price: 35,
  active: true,
  options: { columns: 3, tileSize: 512, background: '#000000', title: 'Bộ sưu tập', watermark: '' },
};

describe('the tool admin at /api/tools', () => {
  it('seeds one tool of each type, both active, listed to every signed-in user', async () => {
    const response = await listTools(member);
    expect(response.statusCode).toBe(200);
    // Other tests add tools of their own; the seeded two come first, and the total is every active one.
    const [active] = await t.db.select({ n: count() }).from(tools).where(eq(tools.active, true));
    expect(response.headers['content-range']).toBe(`tools 0-${active!.n - 1}/${active!.n}`);
    const seeded = response.json().slice(0, 2);
    expect(seeded).toMatchObject([
      { type: 'ghep-anh', name: 'Ghép ảnh', active: true },
      { type: 'ghep-anh-2', name: 'Ghép ảnh nâng cao', active: true },
    ]);
  });

  it('lets tool.all create and edit a tool; a member may not', async () => {
    const refused = await write('POST', '/api/tools', newTool, member);
    expect(refused.statusCode).toBe(403);

    const created = await write('POST', '/api/tools', newTool);
    expect(created.statusCode).toBe(201);
    const tool = created.json();
    expect(tool).toMatchObject({ ...newTool, id: expect.any(Number) });

    const edited = await write('PUT', `/api/tools/${tool.id}`, { ...tool, price: 40 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().price).toBe(40);
  });

  it('refuses bad options field by field, in Vietnamese, and saves nothing', async () => {
    const before = totalOf(await listTools(admin));
    const response = await write('POST', '/api/tools', {
      ...newTool,
      type: 'ghep-anh-3',
      price: -1,
      options: { ...newTool.options, background: 'red', columns: 0 },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors).toMatchObject({
      type: 'Loại công cụ không hợp lệ',
      price: 'Giá không được âm',
      'options.background': 'Màu nền phải có dạng #rrggbb',
      'options.columns': 'Số cột từ 1 đến 50',
    });
    expect(totalOf(await listTools(admin))).toBe(before);
  });

  it('hides an inactive tool from members, keeps it for the admin, and refuses to run it', async () => {
    const first = (await write('POST', '/api/tools', { ...newTool, name: 'Công cụ sẽ ẩn' })).json();
    expect((await listTools(member)).json().map((tool: { id: number }) => tool.id)).toContain(
      first.id,
    );
    await write('PUT', `/api/tools/${first.id}`, { active: false });
    const forMember = (await listTools(member)).json().map((tool: { id: number }) => tool.id);
    expect(forMember).not.toContain(first.id);
    expect(
      (await t.app.inject({ url: `/api/tools/${first.id}`, headers: member })).statusCode,
    ).toBe(404);
    expect((await listTools(admin)).json().map((tool: { id: number }) => tool.id)).toContain(
      first.id,
    );

    const [skin] = (await t.app.inject({ url: '/api/skins', headers: member })).json();
    const run = await t.app.inject({
      method: 'POST',
      url: `/api/tools/${first.id}/runs`,
      payload: { skinIds: [skin.id] },
      headers: { ...member, 'idempotency-key': 'inactive-tool-run-1' },
    });
    expect(run.statusCode).toBe(422);
    expect(run.json()).toMatchObject({
      code: 'TOOL_INACTIVE',
      message: 'Công cụ này đang tạm ngừng, không thể chạy',
    });
  });

  it('changes only the fields a PUT sends: a new price leaves a deactivated tool inactive', async () => {
    const created = await write('POST', '/api/tools', { ...newTool, name: 'Công cụ tạm nghỉ' });
    const tool = created.json();
    const paused = await write('PUT', `/api/tools/${tool.id}`, { active: false });
    expect(paused.json()).toEqual({ ...tool, active: false, updatedAt: expect.any(String) });
    const repriced = await write('PUT', `/api/tools/${tool.id}`, { price: 50 });
    expect(repriced.json()).toEqual({
      ...tool,
      active: false,
      price: 50,
      updatedAt: expect.any(String),
    });
  });

  it('says how many runs and tasks use a tool, and keeps a used tool: its delete is refused with the count', async () => {
    const taskTool = await toolIdOf(t.app, member, 'ghep-anh-2');
    const usage = (ids: string, headers = admin) =>
      t.app.inject({ url: '/api/tools/usage', query: { ids }, headers });
    const before = (await usage(String(taskTool))).json().data;
    const sample = await t.app.inject({
      method: 'POST',
      url: `/api/tools/${taskTool}/sample-tasks`,
      headers: withKey(member),
    });
    expect(sample.statusCode).toBe(201);
    await finishedTask(t.app, member, sample.json().data.id);
    expect((await usage(String(taskTool))).json().data).toEqual({
      ...before,
      tasks: before.tasks + 1,
    });

    const unused = (await write('POST', '/api/tools', { ...newTool, name: 'Chưa ai dùng' })).json();
    expect((await usage(`${unused.id},${taskTool}`)).json().data).toEqual({
      runs: before.runs,
      tasks: before.tasks + 1,
    });
    expect((await usage('1', member)).statusCode).toBe(403);
    expect((await usage('1;2')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { ids: 'Hãy nêu từ 1 đến 100 mã công cụ, cách nhau bởi dấu phẩy' },
    });

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/tools/${taskTool}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      message: `Công cụ này đã có ${before.runs} lượt chạy và ${before.tasks + 1} tác vụ, còn trong lịch sử và sổ cái nên không xóa được: hãy tắt công cụ thay vì xóa`,
    });
    expect((await t.app.inject({ url: `/api/tools/${taskTool}`, headers: admin })).statusCode).toBe(
      200,
    );

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/tools/${unused.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
  });
});
