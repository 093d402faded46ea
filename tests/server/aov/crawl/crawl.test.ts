import { afterAll, describe, expect, it } from 'vitest';
import { generateDataset, pictureUrls } from '../../../support/crawlSource/dataset';
import { startCrawlSource, type CrawlSourceServer } from '../../../support/crawlSource/server';
import { labelIdOf } from '../../../support/skinLabels';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../../support/testApp';
import { finishedCrawl, stagedRows, statusCounts } from './support';
import { modulesFetchingLoopback } from '../../../support/crawlSource/modules';

const SIZE = { heroes: 3, skins: 12 };

const sources: CrawlSourceServer[] = [];
afterAll(() => Promise.all(sources.map((s) => s.close())));

/** A source of the calling test's own (`prefix` tells its heroes apart in the shared catalogue). */
async function sourceFor(prefix: string) {
  const source = await startCrawlSource((base) => generateDataset(base, SIZE, prefix));
  sources.push(source);
  return source;
}

const t = testAppForFile({
  modules: modulesFetchingLoopback,
  signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL },
});
const { admin, member } = t;

const crawl = async (source: CrawlSourceServer) => {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/staging/crawl',
    headers: admin,
    payload: { url: `${source.base}/heroes.json` },
  });
  expect(started.statusCode).toBe(202);
  return finishedCrawl(t.app, admin);
};
const approve = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staging/crawl/approve',
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const picturePath = (url: string) => new URL(url).pathname;

interface SkinRecord {
  name: string;
  shortName: string;
  labelId: number | null;
  image: string;
  splash: string;
}
const pictureRequests = (source: CrawlSourceServer) =>
  [...source.requests].filter(([path]) => path.startsWith('/pictures/'));

describe('a crawl of a heroes.json dataset and its pictures', () => {
  it('keeps every picture once, stages heroes and skins, and approving adds them in one go', async () => {
    const source = await sourceFor('mot');
    const done = await crawl(source);
    const pictures = pictureUrls(source.heroes).length;
    expect(done).toMatchObject({
      status: 'done',
      picturesTotal: pictures,
      picturesDone: pictures,
      outcome: { pictureErrors: 0, gone: [] },
    });
    // A hero's portrait is its default skin's card: one URL, asked for once.
    expect(pictureRequests(source).every(([, count]) => count === 1)).toBe(true);
    expect(pictureRequests(source)).toHaveLength(pictures);

    const heroes = await stagedRows(t.app, admin, 'heroes');
    expect(statusCounts(heroes)).toEqual({ new: SIZE.heroes });
    // A skin's hero staged beside it is no error: approving the crawl adds the hero first.
    const skins = await stagedRows(t.app, admin, 'skins');
    expect(statusCounts(skins)).toEqual({ new: SIZE.skins });
    expect(done).toMatchObject({ outcome: { skins: { new: SIZE.skins, error: 0 } } });

    expect(await approve()).toEqual({
      heroes: { created: SIZE.heroes, updated: 0, unchanged: 0, skipped: 0 },
      skins: { created: SIZE.skins, updated: 0, unchanged: 0, skipped: 0 },
    });
    const list = await t.app.inject({
      url: `/api/skins?filter=${encodeURIComponent(JSON.stringify({ q: source.heroes[0]!.skins[1]!.name }))}`,
      headers: admin,
    });
    const crawled = source.heroes[0]!.skins[1]!;
    const [skin] = list.json() as SkinRecord[];
    expect(skin).toMatchObject({
      name: crawled.name,
      shortName: crawled.shortName,
      labelId: await labelIdOf(t.db, /\/(\w+)\.png$/.exec(crawled.rarityIcon!)![1]!),
    });
    for (const picture of [skin!.image, skin!.splash]) {
      const thumb = await t.app.inject({ url: `/api/uploads/${picture}/thumb.webp` });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
    }
    const [hero] = (
      await t.app.inject({
        url: `/api/heroes?filter=${encodeURIComponent(JSON.stringify({ q: source.heroes[0]!.name }))}`,
        headers: admin,
      })
    ).json() as Record<string, unknown>[];
    // The generated first hero's class is Đấu sĩ.
    expect(hero).toMatchObject({
      role: 'fighter',
      lane: source.heroes[0]!.lane,
      goldPrice: Number(source.heroes[0]!.goldCost),
      voucherPrice: Number(source.heroes[0]!.voucherCost),
    });
  });

  it('crawled again, changes nothing and fetches no picture it kept', async () => {
    const source = await sourceFor('hai');
    await crawl(source);
    await approve();
    source.requests.clear();
    const done = await crawl(source);
    expect(done.outcome).toMatchObject({
      heroes: { new: 0, changed: 0, unchanged: SIZE.heroes, error: 0 },
      skins: { new: 0, changed: 0, unchanged: SIZE.skins, error: 0 },
    });
    expect([...source.requests]).toEqual([['/heroes.json', 1]]);
    expect(await approve()).toMatchObject({
      heroes: { created: 0, updated: 0, unchanged: SIZE.heroes },
      skins: { created: 0, updated: 0, unchanged: SIZE.skins },
    });
  });

  it('reports a picture answered with a 500 or broken on its own row, and stages the rest', async () => {
    const source = await sourceFor('ba');
    await crawl(source);
    await approve();
    const hero = source.heroes[1]!;
    const template = hero.skins.at(-1)!;
    const added = [1, 2, 3, 4].map((n) => ({
      ...template,
      index: template.index + n,
      name: `${hero.name} Mới ${n}`,
      thumb: `${source.base}/pictures/${hero.slug}-${template.index + n}-card.jpg`,
      splash: `${source.base}/pictures/${hero.slug}-${template.index + n}-splash.jpg`,
    }));
    added[3]!.rarityIcon = `${source.base}/labels/T9Nowhere.png`;
    hero.skins.push(...added);
    source.failing.add(picturePath(added[0]!.thumb));
    source.broken.add(picturePath(added[1]!.thumb));
    source.requests.clear();

    const done = await crawl(source);
    expect(done.outcome).toMatchObject({
      skins: { new: 1, unchanged: SIZE.skins, error: 3 },
      pictureErrors: 2,
    });
    // A 500 is tried three times; a picture that arrived broken is not asked for again.
    expect(source.requests.get(picturePath(added[0]!.thumb))).toBe(3);
    expect(source.requests.get(picturePath(added[1]!.thumb))).toBe(1);
    const rows = await stagedRows(t.app, admin, 'skins');
    const rowOf = (name: string) =>
      rows.find(
        (row) => row.values?.name === name || (row.errors && JSON.stringify(row).includes(name)),
      )!;
    expect(rowOf(added[0]!.name).errors).toEqual({
      image: `Không lấy được ảnh ${added[0]!.thumb}: Nguồn dữ liệu trả về mã lỗi 500`,
    });
    expect(rowOf(added[1]!.name).errors).toEqual({
      image: `Không lấy được ảnh ${added[1]!.thumb}: Tệp không phải ảnh PNG, JPEG hoặc WebP`,
    });
    expect(rowOf(added[2]!.name).status).toBe('new');
    expect(rowOf(added[3]!.name).errors).toEqual({ label: 'Chưa có nhãn: T9Nowhere' });
    expect(await approve()).toMatchObject({ skins: { created: 1, skipped: 3 } });
  });

  it('flags a skin gone from the source and keeps it in the catalogue', async () => {
    const source = await sourceFor('bon');
    await crawl(source);
    await approve();
    const hero = source.heroes[2]!;
    const [gone] = hero.skins.splice(3, 1);
    const done = await crawl(source);
    expect(done.outcome!.gone).toEqual([
      { slug: expect.any(String), name: gone!.name, hero: hero.slug },
    ]);
    await approve();
    const list = await t.app.inject({
      url: `/api/skins?filter=${encodeURIComponent(JSON.stringify({ q: gone!.name }))}`,
      headers: admin,
    });
    expect((list.json() as { name: string }[]).map((s) => s.name)).toEqual([gone!.name]);
  });

  it('is for those who edit the catalogue', async () => {
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/api/staging/crawl',
      headers: member,
      payload: { url: 'https://example.com/heroes.json' },
    });
    expect(asMember.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/staging/crawl', headers: member })).statusCode).toBe(
      403,
    );
  });
});
