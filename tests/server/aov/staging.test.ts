import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../support/multipart';
import { labelIdOf } from '../../support/skinLabels';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });
const { admin } = t;

const importFile = (kind: string, name: string, content: string) => {
  const body = multipartFile(name, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/staging/${kind}/import`,
    payload: body.payload,
    headers: { ...admin, ...body.headers },
  });
};
const staged = async (kind: string) =>
  (await t.app.inject({ url: `/api/staging/${kind}`, headers: admin })).json().data as {
    id: number;
    line: number;
    status: string;
    errors: Record<string, string> | null;
    changes: string[];
    values: Record<string, unknown> | null;
    current: Record<string, unknown> | null;
  }[];
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/staging/${url}`, headers: admin, payload });
const catalogue = async (path: string) =>
  (
    await t.app.inject({
      url: `/api/${path}?range=${encodeURIComponent('[0,999]')}`,
      headers: admin,
    })
  ).json();

/** A CSV that keeps one of `p`'s two heroes, retitles the other, adds a third and has four bad rows. */
const heroesCsv = (p: string) =>
  [
    'slug,name,title,role,goldPrice,aliases,tags,releaseDate,active',
    `${p}-giu,Tướng ${p}-giu,Danh hiệu cũ,,,,xa-thu,2016-11-01,true`, // unchanged
    `${p}-doi,Tướng ${p}-doi,Danh hiệu mới,,,,xa-thu,,`, // changed title
    // New, its slug from the name, its role as the game names it.
    `,Tướng Mới ${p},Danh hiệu,Pháp sư,13.888,New One|Mới Một,dau-si|do-don,2025-01-02,có`,
    `${p}-sai-ngay,Ngày Sai,,,,,,"2025-13-45",`, // malformed date
    'no-name,,,,,,,,', // missing name
    'unknown-tag,Lạ,,,,,khong-co-the,,', // unknown tag
    `tuong-moi-${p},Trùng,,,,,,,`, // duplicate slug of line 3
  ].join('\n');

/**
 * Adds the two heroes of the calling test's own (`p` tells the tests apart) and stages
 * `heroesCsv(p)`: no test meets the heroes or rows another test made or changed.
 */
async function stageHeroes(p: string) {
  const tags = (await catalogue('tags')) as { id: number; slug: string }[];
  const marksman = tags.find((tag) => tag.slug === 'xa-thu')!;
  for (const slug of [`${p}-giu`, `${p}-doi`]) {
    const payload = {
      slug,
      name: `Tướng ${slug}`,
      title: 'Danh hiệu cũ',
      tags: [marksman.id],
      releaseDate: '2016-11-01',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/heroes',
      headers: admin,
      payload,
    });
    expect(created.statusCode).toBe(201);
  }
  return importFile('heroes', 'heroes.csv', heroesCsv(p));
}

describe('the crawl staging area', () => {
  it('reports malformed rows one by one and stages the good ones against the catalogue', async () => {
    const response = await stageHeroes('mot');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 7,
      new: 1,
      changed: 1,
      unchanged: 1,
      error: 4,
      errors: [
        { line: 4, errors: { releaseDate: 'Ngày phát hành phải có dạng YYYY-MM-DD' } },
        { line: 5, errors: { name: 'Tên tướng không được để trống' } },
        { line: 6, errors: { tags: 'Chưa có thẻ: khong-co-the' } },
        { line: 7, errors: { slug: 'Slug trùng với dòng 3' } },
      ],
    });
    const rows = await staged('heroes');
    expect(rows.map((r) => r.status)).toEqual([
      'unchanged',
      'changed',
      'new',
      'error',
      'error',
      'error',
      'error',
    ]);
    const retitled = rows[1]!;
    expect(retitled.changes).toEqual(['title']);
    expect(retitled.values).toMatchObject({ title: 'Danh hiệu mới' });
    expect(retitled.current).toMatchObject({ title: 'Danh hiệu cũ', tags: ['xa-thu'] });
    expect(rows[2]!.values).toMatchObject({ slug: 'tuong-moi-mot', tags: ['dau-si', 'do-don'] });
  });

  it('exports the staged rows as the screen shows them: status, values, what they replace, errors', async () => {
    expect((await stageHeroes('xuat')).statusCode).toBe(200);
    const exported = await t.app.inject({ url: '/api/staging/heroes/export', headers: admin });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Vùng_tạm_Tướng')}_`,
    );
    expect(exported.headers['x-total-count']).toBe('7');
    const lines = exported.body.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      '\uFEFFDòng,Trạng thái,Slug,Tên tướng,Danh hiệu,Vai trò,Đường,Giá vàng,Giá quân huy,Tên khác,Thẻ,Ngày phát hành,Đang dùng,Giá trị hiện tại (sẽ bị thay),Lỗi',
      '1,Không đổi,xuat-giu,Tướng xuat-giu,Danh hiệu cũ,,,,,,xa-thu,2016-11-01,Có,,',
      '2,Thay đổi,xuat-doi,Tướng xuat-doi,Danh hiệu mới,,,,,,xa-thu,,,Danh hiệu: Danh hiệu cũ,',
      '3,Mới,tuong-moi-xuat,Tướng Mới xuat,Danh hiệu,Pháp sư,,13888,,"New One, Mới Một","dau-si, do-don",2025-01-02,Có,,',
      '4,Lỗi,xuat-sai-ngay,Ngày Sai,,,,,,,,2025-13-45,,,Ngày phát hành: Ngày phát hành phải có dạng YYYY-MM-DD',
      '5,Lỗi,no-name,,,,,,,,,,,,Tên tướng: Tên tướng không được để trống',
    ]);
    const errors = await t.app.inject({
      url: '/api/staging/heroes/export',
      query: { format: 'xlsx', filter: '{"status":"error"}' },
      headers: admin,
    });
    expect(errors.headers['x-total-count']).toBe('4');
    expect(errors.headers['content-type']).toContain('spreadsheetml');
  });

  it('approves a selection in one go; approving it twice changes nothing the second time', async () => {
    await stageHeroes('hai');
    const rows = await staged('heroes');
    const ids = rows.map((r) => r.id);
    const first = await post('heroes/approve', { ids });
    expect(first.json().data).toEqual({ created: 1, updated: 1, unchanged: 1, skipped: 4 });
    const after = await catalogue('heroes');
    const created = after.find((h: { slug: string }) => h.slug === 'tuong-moi-hai');
    expect(created).toMatchObject({
      name: 'Tướng Mới hai',
      releaseDate: '2025-01-02',
      active: true,
    });
    expect(created.tags).toHaveLength(2);
    expect(after.find((h: { slug: string }) => h.slug === 'hai-doi').title).toBe('Danh hiệu mới');

    const second = await post('heroes/approve', { ids });
    expect(second.json().data).toEqual({ created: 0, updated: 0, unchanged: 3, skipped: 4 });
    expect(await catalogue('heroes')).toEqual(after);
    const statuses = (await staged('heroes')).map((r) => r.status);
    expect(statuses).toEqual(['unchanged', 'unchanged', 'unchanged', ...Array(4).fill('error')]);

    const again = await importFile('heroes', 'heroes.csv', heroesCsv('hai'));
    expect(again.json().data).toMatchObject({ new: 0, changed: 0, unchanged: 3 });
  });

  it('lets the admin fix a row, then approve it, or discard rows', async () => {
    await stageHeroes('ba');
    const rows = await staged('heroes');
    const badDate = rows.find((r) => r.line === 4)!;
    const fixed = await t.app.inject({
      method: 'PUT',
      url: `/api/staging/heroes/${badDate.id}`,
      headers: admin,
      payload: { data: { slug: 'ba-sai-ngay', name: 'Ngày Đúng', releaseDate: '2025-03-04' } },
    });
    expect(fixed.json().data).toMatchObject({ status: 'new', errors: null });
    expect((await post('heroes/approve', { ids: [badDate.id] })).json().data.created).toBe(1);

    const rest = (await staged('heroes')).map((r) => r.id);
    expect((await post('heroes/discard', { ids: rest })).json().data).toEqual({
      discarded: rest.length,
    });
    expect(await staged('heroes')).toEqual([]);
  });

  it('imports skins from JSON, checking the hero and the label each names', async () => {
    const json = JSON.stringify({
      skins: [
        {
          slug: 'valhein-mua-dong',
          name: 'Valhein Mùa Đông',
          shortName: 'Mùa Đông',
          hero: 'valhein',
          label: 'T2DirectSale',
          aliases: 'Valhein Winter|Thợ săn mùa đông',
        },
        { slug: 'ai-do', name: 'Ai Đó', hero: 'khong-ton-tai', label: 'T5DirectSale' },
        { slug: 'sai-nhan', name: 'Sai Nhãn', hero: 'violet', label: 'SSS+' },
        'không phải một dòng',
      ],
    });
    const response = await importFile('skins', 'skins.json', json);
    expect(response.json().data.errors).toEqual([
      { line: 2, errors: { hero: 'Chưa có tướng: khong-ton-tai' } },
      { line: 3, errors: { label: 'Chưa có nhãn: SSS+' } },
      { line: 4, errors: { _: 'Dòng phải là một đối tượng có các cột dữ liệu' } },
    ]);
    const [good] = await staged('skins');
    expect((await post('skins/approve', { ids: [good!.id] })).json().data.created).toBe(1);
    const skins = await catalogue('skins');
    expect(skins.find((s: { slug: string }) => s.slug === 'valhein-mua-dong')).toMatchObject({
      shortName: 'Mùa Đông',
      labelId: await labelIdOf(t.db, 'T2DirectSale'),
      aliases: ['Valhein Winter', 'Thợ săn mùa đông'],
    });
  });

  it("counts a skin's hero staged beside it, and refuses to approve the skin before its hero", async () => {
    await importFile('heroes', 'heroes.csv', 'slug,name\ntuong-cho-duyet,Tướng Chờ Duyệt');
    await importFile(
      'skins',
      'skins.csv',
      'slug,name,hero,label\ncho-duyet-mot,Chờ Duyệt Một,tuong-cho-duyet,T2DirectSale',
    );
    const [skin] = await staged('skins');
    expect(skin).toMatchObject({ status: 'new', errors: null });
    const early = await post('skins/approve', { ids: [skin!.id] });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      'Tướng tuong-cho-duyet mới ở vùng tạm: duyệt tướng trước, rồi duyệt trang phục của tướng',
    );
    expect((await catalogue('skins')).map((s: { slug: string }) => s.slug)).not.toContain(
      'cho-duyet-mot',
    );
    const [hero] = await staged('heroes');
    expect((await post('heroes/approve', { ids: [hero!.id] })).json().data.created).toBe(1);
    expect((await post('skins/approve', { ids: [skin!.id] })).json().data.created).toBe(1);
  });

  it('refuses a file that is neither JSON nor CSV of rows, changing nothing', async () => {
    await importFile('tags', 'tags.csv', 'slug,name\nmoi,Mới');
    for (const [name, content, message] of [
      ['tags.json', '{"oops": 1}', 'Tệp JSON phải là một mảng, hoặc có mảng "tags" hay "data"'],
      ['tags.json', '[{"slug": "a",', 'Tệp JSON không hợp lệ'],
      ['tags.csv', 'slug,name\n"moi,Mới', 'Tệp CSV không hợp lệ: thiếu dấu ngoặc kép đóng'],
      ['tags.csv', 'slug,name\n', 'Tệp không có dòng dữ liệu nào'],
    ] as const) {
      const response = await importFile('tags', name, content);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await staged('tags')).map((r) => r.values?.slug)).toEqual(['moi']);
  });
});

describe('fetching the staging rows from the configured URL', () => {
  let source: Server;
  let hits = 0;
  beforeAll(async () => {
    source = createServer((_request, response) => {
      hits++;
      response.end('[]');
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => source.close(resolve)));

  // The loopback test configures the heroes' URL, so the tags' stays unset whatever runs first.
  const setHeroesUrl = async (value: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/config/private/AOV_CRAWL_URL_HEROES',
      headers: admin,
      payload: { value },
    });
    expect(response.statusCode).toBe(200);
  };

  it('says when no URL is configured', async () => {
    const response = await post('tags/fetch', {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'CRAWL_URL_MISSING',
      message: 'Chưa cấu hình địa chỉ nguồn (AOV_CRAWL_URL_TAGS)',
    });
  });

  it('refuses a configured loopback address without connecting to it', async () => {
    const { port } = source.address() as AddressInfo;
    for (const url of [
      `http://127.0.0.1:${port}/heroes.json`,
      `http://localhost:${port}/heroes.json`,
    ]) {
      await setHeroesUrl(url);
      const response = await post('heroes/fetch', {});
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('FETCH_REFUSED');
    }
    expect(hits).toBe(0);
  });
});
