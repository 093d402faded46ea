import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../common/resources';
import { registerDefinition } from '../../server/lib/resources/registerDefinition';
import { moduleRoutes } from '../../server/modules';
import type { ModuleRoutes } from '../../server/modules/types';
import { readWithGnumeric } from '../support/spreadsheet';
import { importReadmeBlock } from '../support/readmeExample';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../support/testApp';
import { createAsGenerated } from '../support/generatedMigration';

// README's "Adding a resource", as written there: the definition and its table.
const { notes } = await importReadmeBlock<{ notes: ResourceDefinition }>(
  'common/resources/notes.ts',
);
const { notes: table } = await importReadmeBlock<{ notes: PgTable }>(
  'server/db/schema/definedTables.ts',
);
// What its line in RESOURCE_DEFINITIONS does (the list itself is shared by the worker's files).
const noteRoutes: ModuleRoutes = async (app, { db }) => registerDefinition(app, db, notes);

const t = testAppForFile({
  modules: [...moduleRoutes, noteRoutes],
  signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL },
});
const { admin, member } = t;

beforeAll(async () => {
  // What `drizzle-kit generate` writes for it.
  await createAsGenerated(t.db, { notes: table });
  for (let i = 1; i <= 30; i++) {
    await t.db.execute(sql`insert into notes (title, category, stars)
      values (${`Ghi chú ${String(i).padStart(2, '0')}`}, ${['a', 'b', 'c'][i % 3]!}, ${i % 6})`);
  }
});

const list = (query: Record<string, unknown>, headers = member) =>
  t.app.inject({
    url: '/api/notes',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
    headers,
  });
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `/api/${url}`, headers, payload });

describe("README's resource speaks ra-data-simple-rest", () => {
  it('pages with range and answers Content-Range with the total', async () => {
    const response = await list({ sort: ['id', 'ASC'], range: [10, 19], filter: {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('notes 10-19/30');
    expect(response.json().map((n: { id: number }) => n.id)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
  });

  it('answers an empty page and a page past the end with a valid Content-Range (RFC 9110)', async () => {
    const empty = await list({ filter: { category: 'khong-co' }, range: [0, 9] });
    expect(empty.headers['content-range']).toBe('notes */0');
    expect(empty.json()).toEqual([]);
    const pastTheEnd = await list({ sort: ['id', 'ASC'], range: [40, 49] });
    expect(pastTheEnd.statusCode).toBe(200);
    expect(pastTheEnd.headers['content-range']).toBe('notes */30');
    expect(pastTheEnd.json()).toEqual([]);
  });

  it('sorts by a whitelisted field in both directions', async () => {
    const response = await list({ sort: ['title', 'DESC'], range: [0, 2] });
    expect(response.json().map((n: { title: string }) => n.title)).toEqual([
      'Ghi chú 30',
      'Ghi chú 29',
      'Ghi chú 28',
    ]);
  });

  it('answers a later page of a filtered, sorted list as that stretch of the whole list', async () => {
    const ids = async (range: [number, number]) =>
      (await list({ filter: { category: 'b' }, sort: ['stars', 'DESC'], range }))
        .json()
        .map((n: { id: number }) => n.id);
    const whole = await ids([0, 99]);
    expect(whole).toHaveLength(10);
    expect([...(await ids([0, 2])), ...(await ids([3, 5])), ...(await ids([6, 9]))]).toEqual(whole);
  });

  it('filters by a field, by q, and counts only what matches', async () => {
    const byCategory = await list({ filter: { category: 'a' }, range: [0, 99] });
    expect(byCategory.headers['content-range']).toBe('notes 0-9/10');
    expect(byCategory.json().every((n: { category: string }) => n.category === 'a')).toBe(true);
    const search = await list({ filter: { q: 'chú 1' }, range: [0, 99] });
    expect(search.json()).toHaveLength(10);
    const likeChars = await list({ filter: { q: '%' } });
    expect(likeChars.json()).toHaveLength(0);
  });

  it('answers getMany by ids and getManyReference by a filter field', async () => {
    const many = await list({ filter: { id: [3, 5, 7] } });
    expect(many.json().map((n: { id: number }) => n.id)).toEqual([3, 5, 7]);
    const none = await list({ filter: { id: [] } });
    expect(none.json()).toEqual([]);
    const reference = await list({
      filter: { category: 'b' },
      sort: ['stars', 'ASC'],
      range: [0, 4],
    });
    expect(reference.headers['content-range']).toBe('notes 0-4/10');
  });

  it('refuses an unknown filter or sort field, and malformed JSON, with 400', async () => {
    const filter = await list({ filter: { password: 'x' } });
    expect(filter.statusCode).toBe(400);
    expect(filter.json()).toMatchObject({
      code: 'BAD_FILTER',
      message: 'Không thể lọc theo: password',
    });
    const sort = await list({ sort: ['createdAt; drop table notes', 'ASC'] });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().code).toBe('BAD_SORT');
    const broken = await t.app.inject({ url: '/api/notes?range=[0,', headers: member });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual({ range: 'Tham số phân trang không hợp lệ' });
    const huge = await list({ range: [0, 5000] });
    expect(huge.statusCode).toBe(400);
  });

  it('gets one record, and 404 for an unknown id', async () => {
    expect((await t.app.inject({ url: '/api/notes/4', headers: member })).json().title).toBe(
      'Ghi chú 04',
    );
    const missing = await t.app.inject({ url: '/api/notes/999', headers: member });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Không tìm thấy dữ liệu');
  });

  it('creates, updates partially (tolerating read-only fields) and deletes', async () => {
    const created = await write('POST', 'notes', { title: ' Mới ', category: 'c' });
    expect(created.statusCode).toBe(201);
    const note = created.json();
    expect(note).toMatchObject({ title: 'Mới', category: 'c', stars: 0 });

    const updated = await write('PUT', `notes/${note.id}`, { ...note, stars: 4 });
    expect(updated.json()).toMatchObject({ id: note.id, title: 'Mới', stars: 4 });

    const deleted = await write('DELETE', `notes/${note.id}`);
    expect(deleted.json().id).toBe(note.id);
    expect((await t.app.inject({ url: `/api/notes/${note.id}`, headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('saves an edit naming the version it read, on a row the API made and on one written in SQL', async () => {
    // The README's table has no trigger cutting updated_at to milliseconds: PostgreSQL's now()
    // keeps microseconds, the version the API answers does not.
    const created = (await write('POST', 'notes', { title: 'Phiên bản', category: 'a' })).json();
    const bySql = (await t.app.inject({ url: '/api/notes/2', headers: admin })).json();
    for (const note of [created, bySql]) {
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/notes/${note.id}`,
        headers: { ...admin, 'if-match': `"${note.updatedAt}"` },
        payload: { ...note, stars: 5 },
      });
      expect([edit.statusCode, edit.json().stars]).toEqual([200, 5]);
    }
    // As the other tests count them: thirty notes, as written.
    await write('DELETE', `notes/${created.id}`);
    await write('PUT', `notes/${bySql.id}`, bySql);
  });

  it('refuses bad writes with messages under the fields and changes nothing', async () => {
    const before = (await list({ range: [0, 0] })).headers['content-range'];
    const bad = await write('POST', 'notes', { title: '', category: 'z', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      title: 'Tiêu đề không được để trống',
      category: 'Hãy chọn loại',
    });
    const unknownField = await write('PUT', 'notes/1', { title: 'x', password: 'y' });
    expect(unknownField.statusCode).toBe(400);
    expect((await list({ range: [0, 0] })).headers['content-range']).toBe(before);
  });

  it('answers a broken unique constraint as a 409 with the message under its field', async () => {
    const duplicate = await write('POST', 'notes', { title: 'Ghi chú 01', category: 'a' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: 'Tiêu đề này đã có',
      code: 'DUPLICATE',
      errors: { title: 'Tiêu đề này đã có' },
    });
  });

  it('lets the member read but not write', async () => {
    const refused = await write('POST', 'notes', { title: 'x', category: 'a' }, member);
    expect(refused.statusCode).toBe(403);
  });

  it('documents its routes in OpenAPI', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/notes', '/api/notes/{id}']),
    );
    expect(spec.paths['/api/notes'].post.requestBody).toBeDefined();
  });

  it("exports every row with the definition's Vietnamese columns, opened by a spreadsheet", async () => {
    const answer = await t.app.inject({
      url: '/api/notes/export',
      query: { format: 'xlsx', sort: JSON.stringify(['title', 'ASC']) },
      headers: member,
    });
    expect(answer.statusCode).toBe(200);
    const sheet = await readWithGnumeric(answer.rawPayload, 'xlsx');
    const row = (r: number) => [0, 1, 2].map((c) => sheet.cell(r, c)?.value);
    const headers = [0, 1, 2, 3, 4].map((c) => sheet.cell(0, c)?.value);
    expect(headers).toEqual(['Tiêu đề', 'Loại', 'Số sao', 'Tướng', 'Ngày tạo']);
    expect(row(1)).toEqual(['Ghi chú 01', 'Cá nhân', '1']);
    expect(row(30)).toEqual(['Ghi chú 30', 'Công việc', '0']);
    expect(sheet.cell(31, 0)).toBeUndefined();
  });

  // Its ten thousand notes go again after it, so the other tests' counts hold in any order.
  it('counts up to 10 000 rows and refuses to page past them, in Vietnamese', async () => {
    await t.db.execute(sql`
      insert into notes (title, category) select 'Nhiều ' || i, 'a' from generate_series(1, 10000) i`);
    try {
      const first = await list({ sort: ['id', 'ASC'], range: [0, 24] });
      expect(first.headers['content-range']).toBe('notes 0-24/10000');
      const last = await list({ sort: ['id', 'ASC'], range: [9975, 9999] });
      expect(last.json()).toHaveLength(25);
      const past = await list({ sort: ['id', 'ASC'], range: [10000, 10024] });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({
        code: 'PAGE_TOO_DEEP',
        message: 'Chỉ xem được 10.000 dòng đầu; hãy lọc, tìm kiếm hoặc đổi cách sắp xếp',
      });
      const narrowed = await list({ filter: { category: 'b' }, range: [0, 24] });
      expect(narrowed.headers['content-range']).toBe('notes 0-9/10');
    } finally {
      await t.db.execute(sql`delete from notes where title like 'Nhiều %'`);
    }
  });
});
