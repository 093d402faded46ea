import { describe, expect, it } from 'vitest';
import { changeLine, describeEvent } from '../../../common/audit/describeEvent';
import { labelIdOf } from '../../support/skinLabels';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const { admin, member } = t;

const list = (query: Record<string, unknown>, headers = admin) =>
  t.app.inject({
    url: '/api/audit-events',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
    headers,
  });

const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, payload, headers: admin });
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return response.json() as { id: number };
};

async function createTag(name: string) {
  const slug = `list-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return (await write('POST', '/api/tags', { slug, name })).id;
}

describe('GET /api/audit-events', () => {
  it('lists the events newest first, filtered by resource and record, with Content-Range', async () => {
    const first = await createTag('Nhãn thứ nhất');
    const second = await createTag('Nhãn thứ hai');
    const page = await list({
      filter: { resource: 'tags', recordId: [String(first), String(second)] },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe('audit-events 0-1/2');
    expect(page.json().map((e: { recordId: string }) => e.recordId)).toEqual([
      String(second),
      String(first),
    ]);
    expect(page.json()[0]).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      action: 'POST /api/tags',
      after: { name: 'Nhãn thứ hai' },
    });
  });

  it('filters by actor, action and a time range, and searches by e-mail', async () => {
    const id = await createTag('Nhãn theo giờ');
    const byRecord = { resource: 'tags', recordId: String(id) };
    const [event] = (await list({ filter: byRecord })).json();
    const at = new Date(event.at).getTime();
    const within = {
      ...byRecord,
      action: 'POST /api/tags',
      actorId: event.actorId,
      q: 'admin@',
      at_gte: new Date(at - 1_000).toISOString(),
      at_lte: new Date(at + 1_000).toISOString(),
    };
    expect((await list({ filter: within })).json()).toHaveLength(1);
    const later = { ...byRecord, at_gte: new Date(at + 1_000).toISOString() };
    expect((await list({ filter: later })).json()).toEqual([]);
    expect((await list({ filter: { ...byRecord, q: 'member@' } })).json()).toEqual([]);
    expect((await list({ filter: { ...byRecord, verb: 'POST' } })).json()).toHaveLength(1);
    expect((await list({ filter: { ...byRecord, verb: 'DELETE' } })).json()).toEqual([]);
  });

  it('lists the events from a moment in the order they were written, both ways', async () => {
    const ids = [await createTag('Nhãn sớm'), await createTag('Nhãn muộn')];
    const events: { id: number; at: string }[] = [];
    for (const id of ids) {
      events.push((await list({ filter: { resource: 'tags', recordId: String(id) } })).json()[0]);
    }
    const idsOf = async (sort: [string, string]) =>
      ((await list({ filter: { at_gte: events[0]!.at }, sort })).json() as { id: number }[]).map(
        (event) => event.id,
      );
    const oldestFirst = await idsOf(['at', 'ASC']);
    expect(oldestFirst.slice(-2)).toEqual(events.map((event) => event.id));
    expect(oldestFirst).toEqual(oldestFirst.toSorted((a, b) => a - b));
    expect(await idsOf(['id', 'DESC'])).toEqual(oldestFirst.toReversed());
  });

  it('refuses a bad time or an unknown filter in Vietnamese, and anyone without audit.all', async () => {
    const badTime = await list({ filter: { at_gte: 'hôm qua' } });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json()).toMatchObject({
      code: 'BAD_FILTER',
      message: 'Thời điểm lọc không hợp lệ',
    });
    const badVerb = await list({ filter: { verb: 'GET' } });
    expect(badVerb.statusCode).toBe(400);
    expect(badVerb.json().message).toBe(
      'Loại thao tác phải là một trong: POST, PUT, PATCH, DELETE, JOB, SIGNIN',
    );
    const unknown = await list({ filter: { before: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Không thể lọc theo: before');
    const refused = await list({}, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('offers no way to change an event', async () => {
    const id = await createTag('Nhãn không sửa được');
    const [event] = (await list({ filter: { resource: 'tags', recordId: String(id) } })).json();
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/audit-events/${event.id}`,
        payload: method === 'PUT' ? { action: 'x' } : undefined,
        headers: admin,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('exports the filtered events in the words of the screen: a sentence and the changes', async () => {
    const id = await createTag('Nhãn xuất');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/tags/${id}`,
      payload: { name: 'Nhãn xuất mới' },
      headers: admin,
    });
    expect(renamed.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/tags/${id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    const response = await t.app.inject({
      url: '/api/audit-events/export',
      query: { filter: JSON.stringify({ resource: 'tags', recordId: String(id) }) },
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const body = response.body.replace(/^\uFEFF/, '');
    const [header] = body.split(/\r?\n/);
    expect(header).toBe(
      'Thời điểm,Sự kiện,Thay đổi,Chi tiết,Người thực hiện,Địa chỉ,Mã yêu cầu,Tài nguyên,Mã bản ghi',
    );
    expect(body).not.toContain('/api/');
    expect(body).not.toMatch(/\b(POST|PUT|DELETE)\b/);
    expect(body).toContain(`${ADMIN_EMAIL} đã xóa thẻ “Nhãn xuất mới”`);
    expect(body).toContain('Tên thẻ: Nhãn xuất → Nhãn xuất mới');
    expect(body).toContain(`${ADMIN_EMAIL} đã tạo thẻ “Nhãn xuất”`);
    expect(body).toContain('Tên thẻ: ∅ → Nhãn xuất');
  });

  it("reads a reference by its record's name, and by its number once that record is gone", async () => {
    const unique = () => Math.random().toString(36).slice(2, 10);
    const hero = (name: string) => write('POST', '/api/heroes', { name, slug: `hero-${unique()}` });
    const [airi, violet, zata] = [await hero('Airi'), await hero('Violet'), await hero('Zata')];
    const skin = await write('POST', '/api/skins', {
      heroId: airi.id,
      name: 'Trang phục đổi tướng',
      slug: `skin-${unique()}`,
      labelId: await labelIdOf(t.db, 'T5DirectSale'),
    });
    await write('PUT', `/api/skins/${skin.id}`, { heroId: violet.id });
    await write('PUT', `/api/skins/${skin.id}`, { heroId: zata.id });
    await write('DELETE', `/api/heroes/${airi.id}`);

    // What the skin's timeline reads, newest first.
    const events = (
      await list({ filter: { resource: 'skins', recordId: String(skin.id) } })
    ).json();
    const heroLines = events.map((event: Parameters<typeof describeEvent>[0]) =>
      describeEvent(event, String)
        .changes.filter((change) => change.field === 'heroId')
        .map(changeLine),
    );
    expect(heroLines).toEqual([
      ['Tướng: Violet → Zata'],
      [`Tướng: ${airi.id} → Violet`],
      [`Tướng: ∅ → ${airi.id}`],
    ]);
    const exported = await t.app.inject({
      url: '/api/audit-events/export',
      query: { filter: JSON.stringify({ resource: 'skins', recordId: String(skin.id) }) },
      headers: admin,
    });
    expect(exported.body).toContain('Tướng: Violet → Zata');
  });
});
