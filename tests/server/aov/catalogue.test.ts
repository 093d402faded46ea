import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aovSkins } from '../../../server/db/schema';
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
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `/api/${url}`, payload, headers });

type Named = { id: number; name: string };
const names = (response: { json(): Named[] }) => response.json().map((r) => r.name);
/** Ids of tags looked up by slug, so no test leans on the order the seed inserted them in. */
const tagIds = async (...slugs: string[]) => {
  const tags = (await list('tags', { range: [0, 99] })).json() as (Named & { slug: string })[];
  return slugs.map((slug) => tags.find((tag) => tag.slug === slug)!.id);
};

describe('the demo catalogue', () => {
  it('has at least 30 heroes, 8 tags, 150 skins and 40 items, each picture a served image', async () => {
    const totals = await Promise.all(
      ['heroes', 'tags', 'skins', 'items'].map(async (path) => {
        const range = (await list(path, { range: [0, 0] })).headers['content-range'] as string;
        return Number(range.split('/')[1]);
      }),
    );
    expect(totals[0]).toBeGreaterThanOrEqual(30);
    expect(totals[1]).toBe(8);
    expect(totals[2]).toBeGreaterThanOrEqual(150);
    expect(totals[3]).toBeGreaterThanOrEqual(40);
    const [skin] = (await list('skins', { range: [0, 0] })).json();
    expect((await t.app.inject({ url: `/api/uploads/${skin.image}.webp` })).statusCode).toBe(200);
  });
});

describe('the catalogues speak ra-data-simple-rest', () => {
  it('pages, sorts and counts skins, filtered by hero, label, tag and search', async () => {
    const page = await list('skins', { sort: ['name', 'DESC'], range: [25, 49], filter: {} });
    expect(page.statusCode).toBe(200);
    const [skins] = await t.db.select({ n: count() }).from(aovSkins);
    expect(page.headers['content-range']).toBe(`skins 25-49/${skins!.n}`);
    const pageNames = names(page);
    expect(pageNames).toEqual([...pageNames].sort((a, b) => (a < b ? 1 : -1)));

    const [valhein] = (await list('heroes', { filter: { q: 'valhein' } })).json();
    const byHero = await list('skins', { filter: { heroId: valhein.id }, sort: ['name', 'ASC'] });
    const valheinSkins = await t.db
      .select({ name: aovSkins.name })
      .from(aovSkins)
      .where(eq(aovSkins.heroId, valhein.id))
      .orderBy(asc(aovSkins.name));
    expect(valheinSkins.length).toBeGreaterThan(1);
    const n = valheinSkins.length;
    expect(byHero.headers['content-range']).toBe(`skins 0-${n - 1}/${n}`);
    expect(names(byHero)).toEqual(valheinSkins.map((skin) => skin.name));

    const [marksman] = await tagIds('xa-thu');
    const topTiers = await Promise.all(
      ['T1limited', 'T1DirectSale', 'T2limited', 'T2DirectSale'].map((code) =>
        labelIdOf(t.db, code),
      ),
    );
    const byTagAndTier = await list('skins', {
      filter: { tagId: marksman, labelId: topTiers, q: 'long' },
      range: [0, 99],
    });
    const found = byTagAndTier.json() as { heroId: number; labelId: number; name: string }[];
    expect(found.length).toBeGreaterThan(0);
    const marksmen = (await list('heroes', { filter: { tagId: marksman }, range: [0, 99] })).json();
    const marksmanIds = new Set(marksmen.map((h: Named) => h.id));
    for (const skin of found) {
      expect(marksmanIds.has(skin.heroId)).toBe(true);
      expect(topTiers).toContain(skin.labelId);
      expect(skin.name).toMatch(/Long$/);
    }
    expect(byTagAndTier.headers['content-range']).toBe(
      `skins 0-${found.length - 1}/${found.length}`,
    );
  });

  it('answers getMany by ids, with each hero carrying its tag ids', async () => {
    const some = (
      await list('heroes', { sort: ['name', 'DESC'], range: [0, 2] })
    ).json() as Named[];
    const ids = some.map((h) => h.id);
    const many = await list('heroes', { filter: { id: [ids[2], ids[0], ids[1]] } });
    expect(
      many
        .json()
        .map((h: Named) => h.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(many.json()[0].tags.length).toBeGreaterThan(0);
  });

  it('answers 400 to unknown filter or sort fields', async () => {
    const filter = await list('skins', { filter: { price: 1 } });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toBe('Không thể lọc theo: price');
    const sort = await list('heroes', { sort: ['avatar', 'ASC'] });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().code).toBe('BAD_SORT');
    const items = await list('items', { filter: { category: 'magic' }, sort: ['price', 'DESC'] });
    const prices = items.json().map((i: { price: number }) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});

describe('writing the catalogue', () => {
  it('creates a hero with tags and a skin for it, then finds and edits them', async () => {
    const [fighter, mage, tank] = await tagIds('dau-si', 'phap-su', 'do-don');
    const created = await write('POST', 'heroes', {
      name: 'Tướng Thử',
      tags: [fighter, mage],
      releaseDate: '2024-05-01',
    });
    expect(created.statusCode).toBe(201);
    const hero = created.json();
    expect(hero).toMatchObject({
      name: 'Tướng Thử',
      slug: 'tuong-thu',
      tags: [fighter, mage],
      active: true,
      avatar: null,
    });

    const edited = await write('PUT', `heroes/${hero.id}`, { ...hero, tags: [tank], title: 'Mới' });
    expect(edited.json()).toMatchObject({ tags: [tank], title: 'Mới' });

    const skin = await write('POST', 'skins', {
      heroId: hero.id,
      slug: 'tuong-thu-mua-he',
      name: 'Tướng Thử Mùa Hè',
      labelId: await labelIdOf(t.db, 'T3DirectSale'),
    });
    expect(skin.statusCode).toBe(201);
    expect(names(await list('skins', { filter: { q: 'thử mùa' } }))).toEqual(['Tướng Thử Mùa Hè']);

    const inUse = await write('DELETE', `heroes/${hero.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({
      code: 'IN_USE',
      message: 'Không xóa được: 1 trang phục đang dùng tướng này',
    });
  });

  it('puts Vietnamese messages under the fields, a duplicate slug included', async () => {
    const [hero] = (await list('heroes', { range: [0, 0] })).json() as Named[];
    const bad = await write('POST', 'skins', {
      heroId: hero!.id,
      slug: 'Có Dấu',
      name: '',
      labelId: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      slug: 'Slug chỉ gồm chữ thường không dấu, số và dấu gạch ngang',
      name: 'Tên trang phục không được để trống',
      labelId: 'Hãy chọn nhãn',
    });
    const duplicate = await write('POST', 'tags', { slug: 'xa-thu', name: 'Xạ thủ 2' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ slug: 'Slug này đã được dùng' });
    const item = await write('POST', 'items', { name: 'Kiếm', category: 'sword', price: -1 });
    expect(item.json().errors).toMatchObject({
      category: 'Hãy chọn loại trang bị',
      price: 'Giá không được âm',
    });
  });

  it('needs the permission of each catalogue to write, and permission.me to read', async () => {
    for (const path of ['heroes', 'tags', 'skins', 'items']) {
      expect((await list(path, {}, member)).statusCode).toBe(200);
      expect((await write('POST', path, {}, member)).statusCode).toBe(403);
      expect((await list(path, {}, {})).statusCode).toBe(401);
    }
  });
});
