import { describe, expect, it } from 'vitest';
import { labelIdOf } from '../../support/skinLabels';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const { admin, member } = t;

const list = (path: string, query: Record<string, unknown> = {}, headers = member) =>
  t.app.inject({
    url: `/api/${path}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
    headers,
  });
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, payload, headers: admin });

type Label = { id: number; code: string; name: string; kind: string; rank: number };
type Skin = { id: number; name: string; labelId: number };

describe('the skins’ labels', () => {
  it('are read by every member, the most valuable first, and written by who writes skins', async () => {
    const labels = (await list('labels', { range: [0, 99] })).json() as Label[];
    expect(labels[0]!.name).toBe('SSS Hữu Hạn');
    const ranks = labels.map((l) => l.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/labels',
      headers: member,
      payload: { code: 'X', name: 'X', kind: 'event', rank: 5 },
    });
    expect(refused.statusCode).toBe(403);

    const created = await write('POST', 'labels', {
      code: 'Tet2025',
      name: 'Tết 2025',
      kind: 'event',
      rank: 66,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'Tet2025', kind: 'event', badge: null });
    const again = await write('POST', 'labels', {
      code: 'Tet2025',
      name: 'Lại',
      kind: 'event',
      rank: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ code: 'Mã nhãn này đã được dùng' });
    const bad = await write('POST', 'labels', { code: 'Y', name: 'Y', kind: 'mua', rank: 0 });
    expect(bad.json().errors).toEqual({
      kind: 'Hãy chọn loại nhãn',
      rank: 'Thứ hạng nhỏ nhất là 1 (quý nhất)',
    });
  });

  it('refuse to go while a skin carries them, saying how many', async () => {
    const id = await labelIdOf(t.db, 'SS_chroma');
    const skins = (await list('skins', { filter: { labelId: id }, range: [0, 99] })).json();
    const refused = await write('DELETE', `labels/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      message: `Nhãn này còn gắn với ${skins.length} trang phục: hãy đổi nhãn của các trang phục đó trước`,
    });
  });

  it('sort the skins by value and filter them by label kind; a new rank moves its skins', async () => {
    const byValue = (await list('skins', { sort: ['labelId', 'ASC'], range: [0, 5] })).json();
    const evolution = await labelIdOf(t.db, 'Evo');
    const top = await labelIdOf(t.db, 'T1limited');
    expect((byValue as Skin[]).map((s) => s.labelId)).toContain(top);
    expect((byValue as Skin[]).at(-1)!.labelId).not.toBe(await labelIdOf(t.db, 'T5DirectSale'));

    const seasons = (
      await list('skins', { filter: { labelKind: 'season' }, range: [0, 99] })
    ).json() as Skin[];
    const season = await labelIdOf(t.db, 'S17');
    expect(seasons.length).toBeGreaterThan(0);
    expect(seasons.every((s) => s.labelId === season)).toBe(true);

    // The evolution label becomes the least valuable: its skin sorts last now.
    expect((await write('PUT', `labels/${evolution}`, { rank: 9_999 })).statusCode).toBe(200);
    const last = (
      await list('skins', { sort: ['labelId', 'DESC'], range: [0, 0] })
    ).json() as Skin[];
    expect(last[0]!.labelId).toBe(evolution);
  });
});

describe('the catalogue’s search', () => {
  it('finds heroes and skins by their other names', async () => {
    const heroes = (await list('heroes', { filter: { q: 'wukong' } })).json() as Label[];
    expect(heroes.map((h) => h.name)).toEqual(['Ngộ Không']);
    const skins = (await list('skins', { filter: { q: 'lu bu inferno' } })).json() as Skin[];
    expect(skins.map((s) => s.name)).toEqual(['Lữ Bố Hỏa Ngục']);
  });
});
