import { readdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { aovHeroes, uploads } from '../../server/db/schema';
import { uploadsDir } from '../../server/modules/uploads/service';
import { multipartFile } from '../support/multipart';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, testAppForFile } from '../support/testApp';

const t = testAppForFile({ signIn: { member: MEMBER_EMAIL } });
const { member } = t;

const upload = (filename: string, content: Buffer | string, headers = member) => {
  const body = multipartFile(filename, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

const picture = (format: 'png' | 'jpeg' | 'webp', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 20000×20000 one-bit PNG of ~50 KB that would decode to 400 million pixels. */
function decompressionBomb() {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + side / 8) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function stored() {
  const [row] = await t.db.select({ n: count() }).from(uploads);
  let files: string[] = [];
  try {
    files = readdirSync(uploadsDir(t.env.DATA_DIR));
  } catch {
    files = [];
  }
  return { rows: row!.n, files: files.length };
}

describe('POST /api/uploads', () => {
  it('keeps a PNG, a JPEG and a WebP as WebP with a 256 px thumbnail, served with long caching', async () => {
    const userUploads = () => t.db.select().from(uploads).where(isNull(uploads.demoCard));
    const before = (await userUploads()).length;
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const response = await upload(`a.${format}`, await picture(format));
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({ width: 640, height: 480, url: `/api/uploads/${data.id}.webp` });

      const full = await t.app.inject({ url: data.url });
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/webp');
      expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });

      const thumb = await t.app.inject({ url: data.thumbUrl });
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 256, height: 192 });
    }
    const kept = await userUploads();
    expect(kept).toHaveLength(before + 3);
    expect(kept.every((u) => u.ownerId !== null)).toBe(true);
  });

  it.each([
    ['a text file named .png', 'photo.png', () => Buffer.from('this is not a picture at all')],
    [
      'an SVG',
      'logo.png',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ],
    [
      'a PNG header on garbage',
      'broken.png',
      () =>
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(200, 7),
        ]),
    ],
  ])('refuses %s with a message and keeps nothing', async (_what, name, content) => {
    const before = await stored();
    const response = await upload(name, content());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Tệp không phải ảnh PNG, JPEG hoặc WebP');
    expect(await stored()).toEqual(before);
  });

  it('refuses 10 MB, and a 20000×20000 PNG without decoding it, keeping nothing', async () => {
    const before = await stored();
    const big = await upload(
      'big.jpg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Ảnh không được lớn hơn 5 MB');

    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const huge = await upload('bomb.png', bomb);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Ảnh không được lớn hơn 4096×4096 điểm ảnh');

    const wide = await upload('wide.png', await picture('png', 4097, 10));
    expect(wide.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('needs a signed-in user and a file', async () => {
    const anonymous = await upload('a.png', await picture('png'), {});
    expect(anonymous.statusCode).toBe(401);
    const admin = bearer(await t.signIn(ADMIN_EMAIL));
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('GET /api/uploads', () => {
  it('answers 404 for an unknown picture and draws a seeded card whose file is missing', async () => {
    const unknown = await t.app.inject({
      url: '/api/uploads/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/uploads/nothing.webp' })).statusCode).toBe(400);

    const [hero] = await t.db.select().from(aovHeroes).where(eq(aovHeroes.slug, 'valhein'));
    const card = await t.app.inject({ url: `/api/uploads/${hero!.avatar}/thumb.webp` });
    expect(card.statusCode).toBe(200);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256 });
  });
});
