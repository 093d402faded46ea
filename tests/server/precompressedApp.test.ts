import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { tempDir } from '../support/testEnv';

// A built app as `vite build` leaves it: each text file with its .br and .gz beside it.
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `hàng ${i}`))};`;
const distDir = tempDir('dist');
mkdirSync(path.join(distDir, 'assets'));
const files = {
  'index.html': '<!doctype html><div id="root"></div>',
  'assets/app-1a2b.js': script,
};
for (const [name, content] of Object.entries(files)) {
  writeFileSync(path.join(distDir, name), content);
  writeFileSync(path.join(distDir, `${name}.br`), brotliCompressSync(content));
  writeFileSync(path.join(distDir, `${name}.gz`), gzipSync(content));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SERVE_APP: '1' }, { distDir });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built app, compressed at build time', () => {
  it('sends brotli to a browser that accepts it, as a script that is cached for good', async () => {
    const answer = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to one that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-1a2b.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the page a deep link opens too, which is never cached', async () => {
    const page = await get('/app/admin/aov/skins', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(files['index.html']);
  });

  it('sends a script the headers a browser heeds on a script, and the page its whole policy', async () => {
    const answer = await get('/assets/app-1a2b.js', 'br');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();

    const page = await get('/app/admin/aov/skins', 'br');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers 404 for an older build's file, not the page a browser would run as a script", async () => {
    const gone = await get('/assets/app-0ld0.js', 'br');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Không tìm thấy' });
  });
});
