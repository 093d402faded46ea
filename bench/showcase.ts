/**
 * npm run bench:compose (second part) — an account showcase of 150 and of 600 cards beside the
 * floor: sharp decoding and resizing the same portrait pictures to the same card size, nothing
 * else. The pictures are written once, before any measure, as a catalogue holds them on disk.
 * Each measure runs in a fresh child process, so its peak RSS is its own, after the same work
 * on 4 other cards (a running server's warm start); its time is printed with the CPU time the
 * process spent on it (steadier than the time on a loaded machine), and the machine's load;
 * medians of BENCH_ROUNDS rounds (3 unless set).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { composeShowcase } from '../server/modules/tools/showcaseComposer';
import {
  headerContentOf,
  planShowcase,
  PREVIEW_CARD_WIDTH,
} from '../server/modules/tools/showcasePlan';
import { PREVIEW_WATERMARK } from '../common/tools';
import { tempDir } from '../tests/support/testEnv';

const COLORS = ['#c62828', '#2e7d32', '#1565c0', '#f9a825', '#6a1b9a', '#00838f', '#4e342e'];
/** The member's figures on the measured showcases' header. */
const FIGURES = { rank: 'Cao Thủ', vouchers: 1200, code: 'ACC' };
const LABELS = ['SSS Hữu Hạn', 'SS Hữu Hạn', 'S+ Bán Trực Tiếp', 'S Bán Trực Tiếp'];

const skinFile = (dir: string, i: number) => path.join(dir, `skin-${i}.jpg`);
const badgeFile = (dir: string, i: number) => path.join(dir, `badge-${i}.png`);
/** A preview reads the uploads' 256 px thumbnails, as its route does. */
const thumbnailFile = (dir: string, i: number) => path.join(dir, `skin-${i}.thumb.webp`);

/**
 * Portrait pictures as a catalogue holds them (370 × 500 JPEG files), their thumbnails, and a
 * badge per label, written a few at a time.
 */
async function writePictures(dir: string, count: number) {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="370" height="500"><rect width="100%" height="100%" fill="${COLORS[i % COLORS.length]}"/><circle cx="185" cy="${180 + (i % 9) * 10}" r="${70 + (i % 7) * 8}" fill="#ffffff" fill-opacity="0.6"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    writeFileSync(skinFile(dir, i), jpeg);
    await sharp(jpeg).resize(256, 256, { fit: 'inside' }).webp().toFile(thumbnailFile(dir, i));
  }
  for (let i = 0; i < LABELS.length; i++) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64"><rect width="100%" height="100%" rx="12" fill="${COLORS[i]}"/></svg>`;
    writeFileSync(badgeFile(dir, i), await sharp(Buffer.from(svg)).png().toBuffer());
  }
}

const look = { cardWidth: 200, frame: 'gold' as const, brightness: 1.05, background: '#101418' };
const WARM_UP_CARDS = 4;

type Kind = 'showcase' | 'preview' | 'floor';

/** Composes `count` cards of `kind` from these pictures (the floor: decodes and resizes them). */
async function compose(kind: Kind, files: string[], badges: string[], count: number) {
  if (kind !== 'floor') {
    await composeShowcase(
      files.map((image, i) => ({
        image,
        badge: badges[i % badges.length]!,
        label: LABELS[i % LABELS.length]!,
        name: `Trang phục ${i + 1}`,
      })),
      { heroes: Math.ceil(count / 3), skins: count, ...FIGURES },
      kind === 'preview'
        ? { ...look, cardWidth: PREVIEW_CARD_WIDTH, watermark: PREVIEW_WATERMARK }
        : look,
    );
  } else {
    const { card } = planShowcase(count, { ...look, ...headerContentOf(FIGURES) });
    await Promise.all(
      files.map((file) =>
        sharp(file)
          .resize(card.width - 2 * card.border, card.picture - card.border, { fit: 'cover' })
          .raw()
          .toBuffer(),
      ),
    );
  }
}

/** The pictures a measure of `count` cards reads from `dir`. */
const picturesFor = (kind: Kind, dir: string, count: number) => ({
  files: Array.from({ length: count }, (_, i) =>
    kind === 'preview' ? thumbnailFile(dir, i) : skinFile(dir, i),
  ),
  badges: LABELS.map((_, i) => badgeFile(dir, i)),
});

/**
 * One measure, in this (child) process: answers its time and this process's peak RSS. A few
 * other pictures go through the same work first, as a running server has done before any
 * member's picture: libvips, librsvg and fontconfig are started once a process, not a picture.
 */
async function measure(kind: Kind, count: number, dir: string) {
  const warmUp = picturesFor(kind, path.join(dir, 'warm-up'), WARM_UP_CARDS);
  await compose(kind, warmUp.files, warmUp.badges, WARM_UP_CARDS);
  const { files, badges } = picturesFor(kind, dir, count);
  const rssBeforeMb = process.memoryUsage.rss() / 2 ** 20;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await compose(kind, files, badges, count);
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ ms, cpuMs, maxRssMb, rssBeforeMb }));
}

const [, , kind, countText, dir] = process.argv;
if (kind === 'showcase' || kind === 'preview' || kind === 'floor') {
  await measure(kind, Number(countText), dir!);
} else {
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
  type Measure = { ms: number; cpuMs: number; maxRssMb: number; rssBeforeMb: number };
  const self = path.resolve(import.meta.dirname, 'showcase.ts');
  const run = (what: string, count: number, at: string) =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', self, what, String(count), at], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .at(-1)!,
    ) as Measure;
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const at = tempDir('bench-showcase');
  await writePictures(at, 600);
  await writePictures(path.join(at, 'warm-up'), WARM_UP_CARDS);
  for (const count of [150, 600]) {
    const showcase: Measure[] = [];
    const floor: Measure[] = [];
    // Alternating, so a busy moment of the machine hits both alike.
    for (let i = 0; i < ROUNDS; i++) {
      floor.push(run('floor', count, at));
      showcase.push(run('showcase', count, at));
    }
    const ms = median(showcase.map((r) => r.ms));
    const floorMs = median(floor.map((r) => r.ms));
    const cpuMs = median(showcase.map((r) => r.cpuMs));
    const floorCpuMs = median(floor.map((r) => r.cpuMs));
    // The highest peak, and the RSS its process held before composing.
    const peak = (measures: Measure[]) => {
      const top = measures.reduce((a, b) => (b.maxRssMb > a.maxRssMb ? b : a));
      return `RSS đỉnh ${top.maxRssMb.toFixed(0)} MB (trước khi ghép ${top.rssBeforeMb.toFixed(0)} MB)`;
    };
    console.log(
      `ảnh trưng bày ${count} thẻ, ${ROUNDS} lượt (trung vị), tải máy ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}:`,
    );
    console.log(
      `  ảnh trưng bày:                 ${ms.toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms, ${peak(showcase)}`,
    );
    console.log(
      `  sàn (sharp đọc và thu nhỏ):    ${floorMs.toFixed(0)} ms, CPU ${floorCpuMs.toFixed(0)} ms, ${peak(floor)}`,
    );
    console.log(
      `  tỉ lệ / sàn:                   ${(ms / floorMs).toFixed(2)} (CPU ${(cpuMs / floorCpuMs).toFixed(2)})`,
    );
  }
  // The free preview of 150 cards, as its route composes it: goal under a second.
  const previews = Array.from({ length: ROUNDS }, () => run('preview', 150, at).ms);
  console.log(
    `xem trước 150 thẻ (thẻ ${PREVIEW_CARD_WIDTH} px, đóng dấu), trung vị ${ROUNDS} lượt: ` +
      `${median(previews).toFixed(0)} ms, tải máy ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
  );
}
