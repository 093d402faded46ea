import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pictureSpec, type DatasetHero } from './dataset';
import { BROKEN_JPEG, drawBadge, drawPicture } from './pictures';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CrawlSourceServer {
  /** `http://127.0.0.1:{port}`: where the dataset's URLs point. */
  base: string;
  /** The dataset it serves at `/heroes.json`; change it in place between crawls. */
  heroes: DatasetHero[];
  /** Paths answered with a 500. */
  failing: Set<string>;
  /** Paths answered with bytes that announce a JPEG and are not one. */
  broken: Set<string>;
  /** How long each picture's answer waits (a slow source, so a crawl's progress shows). */
  pictureDelayMs: number;
  /** Requests per path, since the start or the last `requests.clear()`. */
  requests: Map<string, number>;
  /** Draws every picture of the dataset now, so serving them later costs no drawing. */
  drawAll(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The outside source of a crawl, on loopback: `/heroes.json` (the dataset), `/pictures/{name}`
 * (generated JPEGs, drawn once) and `/labels/{code}.png` (a label's badge).
 */
export async function startCrawlSource(
  makeHeroes: (base: string) => DatasetHero[],
): Promise<CrawlSourceServer> {
  const drawn = new Map<string, Promise<Buffer>>();
  const draw = (name: string) => {
    const spec = pictureSpec(name);
    if (!spec) return null;
    let bytes = drawn.get(name);
    if (!bytes) drawn.set(name, (bytes = drawPicture(spec)));
    return bytes;
  };
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    source.requests.set(path, (source.requests.get(path) ?? 0) + 1);
    if (source.failing.has(path)) {
      response.writeHead(500).end('lỗi máy chủ nguồn');
      return;
    }
    if (source.broken.has(path)) {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(BROKEN_JPEG);
      return;
    }
    if (path === '/heroes.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(source.heroes));
      return;
    }
    const label = /^\/labels\/(\w+)\.png$/.exec(path);
    const picture = /^\/pictures\/([\w.-]+)$/.exec(path);
    const bytes = label ? drawBadge(label[1]!) : picture && draw(picture[1]!);
    if (!bytes) {
      response.writeHead(404).end();
      return;
    }
    const delayed = picture ? pause(source.pictureDelayMs) : Promise.resolve();
    Promise.all([bytes, delayed]).then(
      ([body]) => response.writeHead(200).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const source: CrawlSourceServer = {
    base,
    heroes: makeHeroes(base),
    failing: new Set(),
    broken: new Set(),
    pictureDelayMs: 0,
    requests: new Map(),
    async drawAll() {
      const names = source.heroes.flatMap((h) =>
        h.skins.flatMap((s) => [s.thumb, s.splash].map((url) => url.split('/').pop()!)),
      );
      for (let i = 0; i < names.length; i += 8) await Promise.all(names.slice(i, i + 8).map(draw));
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return source;
}
