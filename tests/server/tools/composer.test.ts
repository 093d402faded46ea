import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/lib/errors';
import { composeCollage, type Tile } from '../../../server/modules/tools/composer';

const COLORS = ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#ff00ff', '#00ffff', '#808080'];

const solid = (color: string, width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

const tilesOf = async (count: number): Promise<Tile[]> =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      image: await solid(COLORS[i % COLORS.length]!),
      caption: `Ảnh ${i + 1}`,
    })),
  );

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const hex = (color: string) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
const near = (actual: number[], expected: number[]) =>
  actual.every((v, i) => Math.abs(v - expected[i]!) <= 12);

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const layout = { columns: 3, tileSize: 64, gap: 8, background: '#ffffff' };

describe('the collage composer', () => {
  it('lays the tiles out left to right, top to bottom, on the background', async () => {
    const collage = await composeCollage(await tilesOf(5), layout);
    expect([collage.width, collage.height]).toEqual([3 * 64 + 4 * 8, 2 * 64 + 3 * 8]);
    const meta = await sharp(collage.image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', collage.width, collage.height]);
    for (let i = 0; i < 5; i++) {
      const x = 8 + (i % 3) * 72 + 32;
      const y = 8 + Math.floor(i / 3) * 72 + 32;
      expect(near(await pixel(collage.image, x, y), hex(COLORS[i]!))).toBe(true);
    }
    // The sixth cell is empty: the background shows.
    expect(near(await pixel(collage.image, 8 + 2 * 72 + 32, 8 + 72 + 32), [255, 255, 255])).toBe(
      true,
    );
    expect(near(await pixel(collage.image, 3, 3), [255, 255, 255])).toBe(true);
    const thumb = await sharp(collage.thumbnail).metadata();
    expect(Math.max(thumb.width, thumb.height)).toBeLessThanOrEqual(320);
  });

  it('shows a transparent picture on the background, and a grey one in grey', async () => {
    const clear = await sharp({
      create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const grey = await sharp({
      create: { width: 50, height: 50, channels: 3, background: '#808080' },
    })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const collage = await composeCollage(
      [
        { image: clear, caption: '' },
        { image: grey, caption: '' },
      ],
      { ...layout, background: '#2050a0' },
    );
    expect(near(await pixel(collage.image, 8 + 32, 8 + 32), hex('#2050a0'))).toBe(true);
    expect(near(await pixel(collage.image, 8 + 72 + 32, 8 + 32), [128, 128, 128])).toBe(true);
  });

  it('adds a title band and a caption under every tile, in ink that reads on the background', async () => {
    const plain = await composeCollage(await tilesOf(2), { ...layout, background: '#000000' });
    const titled = await composeCollage(await tilesOf(2), {
      ...layout,
      background: '#000000',
      title: 'Bộ sưu tập Tết',
      captions: true,
    });
    expect(titled.width).toBe(plain.width);
    expect(titled.height).toBe(plain.height + 32 + 8 + 16);
    const { data } = await sharp(titled.image)
      .extract({ left: 8, top: 8, width: titled.width - 16, height: 32 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.max(...data)).toBeGreaterThan(200);
  });

  it('stamps a watermark across the picture when asked', async () => {
    const tiles = await tilesOf(1);
    const single = { ...layout, columns: 1, tileSize: 256 };
    const clean = await composeCollage(tiles, single);
    const marked = await composeCollage(tiles, { ...single, watermark: 'BELI XEM TRƯỚC' });
    const [a, b] = await Promise.all([clean, marked].map((c) => sharp(c.image).raw().toBuffer()));
    let differing = 0;
    for (let i = 0; i < a!.length; i++) if (Math.abs(a![i]! - b![i]!) > 30) differing++;
    expect(differing / a!.length).toBeGreaterThan(0.01);
  });

  it('stamps a collage smaller than the watermark cell, such as a preview of one or two tiles', async () => {
    const tiles = await tilesOf(2);
    const tiny = { ...layout, tileSize: 48, gap: 4, watermark: 'BELI XEM TRƯỚC' };
    const collage = await composeCollage(tiles, tiny);
    expect([collage.width, collage.height]).toEqual([4 + 2 * (48 + 4), 4 + 48 + 4]);
    expect((await sharp(collage.image).metadata()).format).toBe('jpeg');
  });

  it('leaves out of its title, captions and watermark what XML cannot hold, and draws the rest', async () => {
    // Text stored before the text rule: librsvg refused the whole SVG over one such character.
    const odd = (text: string) => `\u0001${text}\u001F\uFFFE\uFFFF\uD800`;
    const tiles = await tilesOf(2);
    const plain = { ...layout, title: 'Tiêu đề', captions: true, watermark: 'BELI' };
    const oddTiles = tiles.map((tile) => ({ ...tile, caption: odd(tile.caption) }));
    const [drawn, expected] = await Promise.all([
      composeCollage(oddTiles, { ...plain, title: odd(plain.title), watermark: odd('BELI') }),
      composeCollage(tiles, plain),
    ]);
    expect(drawn.image.equals(expected.image)).toBe(true);
  });

  it('reports progress up to 100', async () => {
    const seen: number[] = [];
    await composeCollage(await tilesOf(20), layout, (p) => {
      seen.push(p);
    });
    expect(seen.at(-1)).toBe(100);
    expect([...seen].sort((x, y) => x - y)).toEqual(seen);
    expect(seen.length).toBeGreaterThan(2);
  });

  it('refuses more than 200 tiles, more than 8192 px a side, or nothing at all, in Vietnamese', async () => {
    const tile = (await tilesOf(1))[0]!;
    const tooMany = await refusal(composeCollage(Array(201).fill(tile), layout));
    expect([tooMany.statusCode, tooMany.code]).toEqual([400, 'TOO_MANY_TILES']);
    expect(tooMany.message).toContain('Tối đa 200 ảnh');

    const tooWide = await refusal(
      composeCollage(Array(20).fill(tile), { ...layout, columns: 20, tileSize: 512 }),
    );
    expect([tooWide.statusCode, tooWide.code]).toEqual([400, 'COLLAGE_TOO_LARGE']);
    expect(tooWide.message).toContain('vượt quá 8192 px');

    const none = await refusal(composeCollage([], layout));
    expect(none.statusCode).toBe(400);
  });

  it('names the corrupt picture it could not read', async () => {
    const tiles = await tilesOf(4);
    tiles[2] = { image: Buffer.from('not a picture at all'), caption: '' };
    const error = await refusal(composeCollage(tiles, layout));
    expect([error.statusCode, error.code]).toEqual([422, 'BAD_PICTURE']);
    expect(error.message).toBe('Không đọc được ảnh thứ 3: tệp bị hỏng hoặc không phải ảnh');

    const truncated = await solid('#123456', 400, 400);
    tiles[2] = { image: truncated.subarray(0, truncated.length / 2), caption: '' };
    expect((await refusal(composeCollage(tiles, layout))).code).toBe('BAD_PICTURE');
  });
});
