import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aovTags } from '../../../server/db/schema';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });
const { admin } = t;

interface Tag {
  id: number;
  slug: string;
  name: string;
  color: string;
  updatedAt: string;
}

const CONFLICT_MESSAGE = /^Bản ghi đã được người khác sửa trong lúc bạn đang sửa/;

async function newTag(slug: string): Promise<Tag> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/tags',
    headers: admin,
    payload: { slug, name: `Thẻ ${slug}` },
  });
  expect(created.statusCode).toBe(201);
  return created.json();
}

const edit = (id: number, payload: object, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/tags/${id}`,
    headers: { ...admin, ...(ifMatch !== undefined && { 'if-match': ifMatch }) },
    payload,
  });

const stored = async (id: number) =>
  (await t.db.select().from(aovTags).where(eq(aovTags.id, id)))[0]!;

describe('PUT /api/{resource}/{id} with If-Match (optimistic concurrency)', () => {
  it('saves exactly one of two concurrent edits from one version; the other answers 409 with the record as saved', async () => {
    const tag = await newTag('hai-nguoi-sua');
    const version = `"${tag.updatedAt}"`;
    const answers = await Promise.all([
      edit(tag.id, { name: 'Sửa của An' }, version),
      edit(tag.id, { name: 'Sửa của Bình' }, version),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const saved = answers.find((answer) => answer.statusCode === 200)!.json<Tag>();
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused.code).toBe('EDIT_CONFLICT');
    expect(refused.message).toMatch(CONFLICT_MESSAGE);
    expect(refused.current).toEqual(saved);
    expect((await stored(tag.id)).name).toBe(saved.name);
    expect(saved.updatedAt > tag.updatedAt).toBe(true);
  });

  it('refuses an edit from a version another save replaced, changing nothing, and saves it from the new version', async () => {
    const tag = await newTag('ban-cu');
    const first = await edit(tag.id, { color: '#112233' }, `"${tag.updatedAt}"`);
    expect(first.statusCode).toBe(200);
    const stale = await edit(tag.id, { name: 'Tên từ bản cũ' }, `"${tag.updatedAt}"`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: tag.name, color: '#112233' });
    expect(await stored(tag.id)).toMatchObject({ name: tag.name, color: '#112233' });
    const again = await edit(tag.id, { name: 'Tên từ bản mới' }, `"${first.json().updatedAt}"`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ name: 'Tên từ bản mới', color: '#112233' });
  });

  it('counts a change by any writer, not only this route, as a new version', async () => {
    const tag = await newTag('nguoi-khac-ghi');
    await t.db.update(aovTags).set({ color: '#445566' }).where(eq(aovTags.id, tag.id));
    const stale = await edit(tag.id, { name: 'Không được lưu' }, `"${tag.updatedAt}"`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: tag.name, color: '#445566' });
  });

  it('saves an edit without If-Match unconditionally, as a plain ra-data-simple-rest client sends it', async () => {
    const tag = await newTag('khong-phien-ban');
    await edit(tag.id, { color: '#778899' });
    const blind = await edit(tag.id, { name: 'Ghi đè' });
    expect(blind.statusCode).toBe(200);
    expect(await stored(tag.id)).toMatchObject({ name: 'Ghi đè', color: '#778899' });
  });

  it('answers a malformed If-Match with a Vietnamese 400 and changes nothing', async () => {
    const tag = await newTag('phien-ban-sai');
    for (const version of ['hôm qua', '"2026-13-45T99:99:99Z"', '"2026-01-01"']) {
      const bad = await edit(tag.id, { name: 'Không được lưu' }, version);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors['if-match']).toBe(
        'If-Match phải là thời điểm sửa (updatedAt) của bản ghi đã đọc',
      );
    }
    expect((await stored(tag.id)).name).toBe(tag.name);
  });

  it('answers 404 for an edit of a record deleted meanwhile', async () => {
    const tag = await newTag('da-xoa');
    await t.app.inject({ method: 'DELETE', url: `/api/tags/${tag.id}`, headers: admin });
    expect((await edit(tag.id, { name: 'Muộn' }, `"${tag.updatedAt}"`)).statusCode).toBe(404);
  });
});
