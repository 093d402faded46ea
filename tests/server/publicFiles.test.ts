import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { tempDir } from '../support/testEnv';

// The build copies public/ to the root of dist/ as it is; the page is index.html.
const distDir = tempDir('dist');
cpSync(path.resolve(import.meta.dirname, '../../public'), distDir, { recursive: true });
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SERVE_APP: '1' }, { distDir });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('what a browser, a phone and a search engine look for at the root', () => {
  it('keeps every search engine out of the portal', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body.split('\n')).toEqual(['User-agent: *', 'Disallow: /', '']);
    expect(robots.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('offers a web app manifest a phone adds to its home screen, its icons served', async () => {
    const answer = await get('/manifest.webmanifest');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    // Kept a day: a new build's name or icons reach the phones by the next day.
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    const manifest = answer.json<{
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    }>();
    expect(manifest).toMatchObject({ name: 'Cổng BELI', start_url: '/app', display: 'standalone' });
    for (const icon of manifest.icons) {
      const picture = await get(icon.src);
      expect(picture.statusCode, icon.src).toBe(200);
      expect(picture.headers['cache-control']).toBe('public, max-age=604800');
      const { width, height } = await sharp(picture.rawPayload).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('answers the favicon and the touch icon a browser asks for by name', async () => {
    const favicon = await get('/favicon.ico');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/icon/);
    // An ICO file: reserved 0, type 1, then how many pictures it holds.
    expect([...favicon.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(favicon.headers['cache-control']).toBe('public, max-age=604800');
    const touch = await get('/apple-touch-icon.png');
    expect(touch.statusCode).toBe(200);
    expect(touch.headers['cache-control']).toBe('public, max-age=604800');
    expect((await sharp(touch.rawPayload).metadata()).width).toBe(180);
  });

  it('still asks again for the page itself each time', async () => {
    const page = await get('/app');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
