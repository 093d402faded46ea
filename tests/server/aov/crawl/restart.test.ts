import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app';
import type { DatabaseHandle } from '../../../../server/db/client';
import { generateDataset, pictureUrls } from '../../../support/crawlSource/dataset';
import { startCrawlSource } from '../../../support/crawlSource/server';
import { durableDatabase } from '../../../support/durableDatabase';
import { ADMIN_EMAIL, bearer, signInWithDevLogin } from '../../../support/testApp';
import { tempDir, testEnv } from '../../../support/testEnv';
import { finishedCrawl, latestCrawl } from './support';
import { modulesFetchingLoopback } from '../../../support/crawlSource/modules';

const dataDir = tempDir('crawl-restart');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startServer(open: () => Promise<DatabaseHandle>) {
  const env = testEnv({ DATA_DIR: dataDir });
  const app = await buildApp({
    env,
    database: await open(),
    distDir: null,
    modules: modulesFetchingLoopback,
  });
  await app.ready();
  return app;
}

describe('a crawl and a server restart', () => {
  it('resumes after the restart, fetching again only the pictures in flight at the close', async () => {
    const source = await startCrawlSource((base) =>
      generateDataset(base, { heroes: 4, skins: 24 }, 'lai'),
    );
    cleanups.push(() => source.close());
    const open = await durableDatabase(dataDir, cleanups, 4);
    const before = await startServer(open);
    const admin = bearer(await signInWithDevLogin(before, ADMIN_EMAIL));
    const started = await before.inject({
      method: 'POST',
      url: '/api/staging/crawl',
      headers: admin,
      payload: { url: `${source.base}/heroes.json` },
    });
    expect(started.statusCode).toBe(202);
    await expect
      .poll(async () => (await latestCrawl(before, admin))!.picturesDone, {
        timeout: 60_000,
        interval: 50,
      })
      .toBeGreaterThan(0);
    await before.close();
    const cut = (await (async () => {
      const again = await startServer(open);
      cleanups.push(() => again.close());
      return { app: again, view: await latestCrawl(again, admin) };
    })())!;
    const total = pictureUrls(source.heroes).length;
    expect(cut.view).toMatchObject({ status: 'running', picturesTotal: total });
    expect(cut.view!.picturesDone).toBeLessThan(total);

    const done = await finishedCrawl(cut.app, admin, 120_000);
    expect(done).toMatchObject({ status: 'done', picturesDone: total });
    const pictureRequests = [...source.requests].filter(([p]) => p.startsWith('/pictures/'));
    expect(pictureRequests).toHaveLength(total);
    // Only the pictures in flight when the server closed (six at most) are asked for again.
    expect(pictureRequests.filter(([, count]) => count > 1).length).toBeLessThanOrEqual(6);
  }, 240_000);
});
