import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../server/db/schema';
import { MAX_IMPORT_BYTES } from '../../server/modules/aov/staging/parseFile';
import { uploadsDir } from '../../server/modules/uploads/service';
import { multipartFile } from '../support/multipart';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
let url: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const post = (path: string, headers: Record<string, string>, name: string, content: Buffer) => {
  const body = multipartFile(name, content);
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...headers, ...body.headers },
    body: body.payload,
  });
};

/**
 * The upload in two pieces, the second a moment after the first: the file's first `cut` bytes
 * reach the server in a chunk of their own, as they may over a slow or busy connection.
 */
function postInTwoParts(
  path: string,
  headers: Record<string, string>,
  content: Buffer,
  cut: number,
) {
  const body = multipartFile('tags.csv', content);
  const split = body.payload.indexOf('\r\n\r\n') + 4 + cut;
  async function* pieces() {
    yield body.payload.subarray(0, split);
    await setTimeout(50);
    yield body.payload.subarray(split);
  }
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, ...body.headers, 'content-length': String(body.payload.length) },
    payload: Readable.from(pieces(), { objectMode: false }),
  });
}

async function storedUploads() {
  const [row] = await t.db.select({ n: count() }).from(uploads);
  const files = await readdir(uploadsDir(t.env.DATA_DIR)).catch(() => []);
  return { rows: row!.n, files: files.length };
}

const MB = 1024 * 1024;

describe('size limits under concurrency', () => {
  it('refuses each of 20 simultaneous 20 MB uploads whole: nothing stored, no row', async () => {
    // A valid PNG first: a read cut at 5 MB would be a picture the server could keep.
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const huge = Buffer.concat([png, Buffer.alloc(20 * MB, 7)]);
    const before = await storedUploads();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/uploads', t.member, 'to.png', huge)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(await answer.json()).toMatchObject({
        code: expect.any(String),
        message: 'Ảnh không được lớn hơn 5 MB',
      });
    }
    expect(await storedUploads()).toEqual(before);
    // 400 MB through loopback: over a minute on a machine busy with the browser files.
  }, 180_000);

  it('refuses an import over 2 MB or 5000 rows whole and keeps the rows staged before', async () => {
    const header = 'slug,name,color,description\n';
    const good = await post(
      '/api/staging/tags/import',
      t.admin,
      'tags.csv',
      Buffer.from(`${header}moi,Mới,,\n`),
    );
    expect(good.status).toBe(200);
    const stagedBefore = await (
      await fetch(`${url}/api/staging/tags`, { headers: t.admin })
    ).json();
    expect(stagedBefore.data).toHaveLength(1);

    const row = (i: number) => `the-${i},Thẻ ${i},#112233,${'mô tả '.repeat(60)}\n`;
    const overSize = header + Array.from({ length: 4000 }, (_, i) => row(i)).join('');
    expect(Buffer.byteLength(overSize)).toBeGreaterThan(2 * MB);
    const overRows =
      header + Array.from({ length: 5001 }, (_, i) => `the-${i},Thẻ ${i},,\n`).join('');
    expect(Buffer.byteLength(overRows)).toBeLessThan(2 * MB);

    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        post('/api/staging/tags/import', t.admin, 'tags.csv', Buffer.from(overSize)),
      ),
      post('/api/staging/tags/import', t.admin, 'tags.csv', Buffer.from(overRows)),
    ]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status)).toEqual([413, 413, 413, 413, 413, 400]);
    expect(bodies.slice(0, 5).map((b) => b.message)).toEqual(
      Array(5).fill('Tệp không được lớn hơn 2 MB'),
    );
    expect(bodies[5].message).toBe('Tệp có quá 5000 dòng');
    const stagedAfter = await (await fetch(`${url}/api/staging/tags`, { headers: t.admin })).json();
    expect(stagedAfter).toEqual(stagedBefore);
  });

  it('takes an import of exactly 2 MB and refuses every one a byte or more over, however its bytes arrive', async () => {
    /** A CSV of exactly `bytes` bytes, its rows' slugs starting with `prefix`. */
    const csvOf = (prefix: string, bytes: number) => {
      const rows = Array.from(
        { length: 7000 },
        (_, i) => `${prefix}-${i},Thẻ ${i},,${'x'.repeat(440)}\n`,
      );
      return Buffer.from(`slug,name,color,description\n${rows.join('')}`).subarray(0, bytes);
    };
    const atLimit = csvOf('vua', MAX_IMPORT_BYTES);
    const over = [1, 2, 4096, MB].map((extra) => csvOf('qua', MAX_IMPORT_BYTES + extra));
    const path = '/api/staging/tags/import';

    const [refused, accepted] = await Promise.all([
      Promise.all([
        ...over.map(async (csv) => {
          const answer = await postInTwoParts(path, t.admin, csv, MAX_IMPORT_BYTES);
          return [answer.statusCode, answer.json().code, answer.json().message];
        }),
        ...over.map(async (csv) => {
          const answer = await post(path, t.admin, 'tags.csv', csv);
          const body = await answer.json();
          return [answer.status, body.code, body.message];
        }),
      ]),
      post(path, t.admin, 'tags.csv', atLimit),
    ]);
    expect(refused).toEqual(
      Array(refused.length).fill([413, 'PAYLOAD_TOO_LARGE', 'Tệp không được lớn hơn 2 MB']),
    );
    expect(accepted.status).toBe(200);
    const staged = await (await fetch(`${url}/api/staging/tags`, { headers: t.admin })).json();
    const slugs = staged.data.map((row: { data: { slug: string } }) => row.data.slug);
    expect(slugs.length).toBeGreaterThan(4000);
    expect(slugs.filter((slug: string) => !slug.startsWith('vua-'))).toEqual([]);
  });
});
