/**
 * A generated Liên Quân dataset in the shape of the public heroes.json (per hero `slug`, `name`,
 * `title`, `classes`, `lane`, `portrait`, `goldCost`, `voucherCost` and `skins[]` with `index`,
 * `name`, `shortName`, `rarityIcon`, `thumb`, `splash`): made-up names, pictures drawn on request.
 * As in the real file, a hero's portrait is its default skin's card (one URL, fetched once).
 */
export const REAL_SIZE = { heroes: 130, skins: 1600 } as const;

export interface DatasetSkin {
  index: number;
  name: string;
  shortName: string;
  rarityIcon: string | null;
  thumb: string;
  splash: string;
}

export interface DatasetHero {
  slug: string;
  name: string;
  title: string;
  classes: string[];
  lane: string;
  portrait: string;
  goldCost: string;
  voucherCost: string;
  skins: DatasetSkin[];
}

/** What a picture's path asks the server to draw: its size and a colour of its own. */
export interface PictureSpec {
  width: number;
  height: number;
  color: number;
}

export const CARD = { width: 296, height: 400 } as const;
export const SPLASH = { width: 1280, height: 588 } as const;

const SYLLABLES = ['ai', 'ri', 'lu', 'bo', 'na', 'kra', 'zil', 'vi', 'oan', 'tel', 'ma', 'lok'];
const TITLES = ['Ninja rồng', 'Hiệp sĩ bóng đêm', 'Nữ hoàng băng giá', 'Thợ săn quỷ'];
const CLASSES = ['Đấu sĩ', 'Đỡ đòn', 'Pháp sư', 'Sát thủ', 'Trợ thủ', 'Xạ thủ'];
const LANES = ['Đường Tà Thần', 'Đường giữa', 'Đường Rồng', 'Đi rừng', 'Trợ thủ'];
const WORDS = ['Ninja', 'Thích Khách', 'Kiemono', 'Mỵ Hồ', 'Vệ Thần', 'Tiệc', 'Băng', 'Lửa'];
export const LABEL_CODES = [
  'T1limited',
  'T2limited',
  'T3DirectSale',
  'T4limited',
  'T5DirectSale',
  'T6DirectSale',
  'Label_SS_chroma_new',
  'Label_rankS17',
];

const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

function heroName(i: number, prefix: string) {
  const a = SYLLABLES[i % SYLLABLES.length]!;
  const b = SYLLABLES[Math.floor(i / SYLLABLES.length) % SYLLABLES.length]!;
  return `${capitalised(prefix + a + b)} ${i + 1}`;
}

/**
 * `heroes` heroes sharing `skins` skins (the first ones one more), under `base` (the server's
 * address), their names starting with `prefix` (tests sharing a catalogue keep apart). Skin 1
 * of each hero is its default: no label, its card the hero's portrait.
 */
export function generateDataset(
  base: string,
  size: { heroes: number; skins: number } = REAL_SIZE,
  prefix = '',
): DatasetHero[] {
  return Array.from({ length: size.heroes }, (_, h) => {
    const name = heroName(h, prefix);
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    const count = Math.floor(size.skins / size.heroes) + (h < size.skins % size.heroes ? 1 : 0);
    const skins = Array.from({ length: count }, (_, s) => {
      const shortName = s === 0 ? 'Mặc định' : `${WORDS[(h + s) % WORDS.length]} ${s}`;
      return {
        index: s + 1,
        name: s === 0 ? name : `${name} ${shortName}`,
        shortName,
        rarityIcon:
          s === 0 ? null : `${base}/labels/${LABEL_CODES[(h * 7 + s) % LABEL_CODES.length]}.png`,
        thumb: `${base}/pictures/${slug}-${s + 1}-card.jpg`,
        splash: `${base}/pictures/${slug}-${s + 1}-splash.jpg`,
      };
    });
    return {
      slug,
      name,
      title: TITLES[h % TITLES.length]!,
      classes: [CLASSES[h % CLASSES.length]!],
      lane: LANES[h % LANES.length]!,
      portrait: skins[0]!.thumb,
      goldCost: String(8888 + (h % 5) * 5000),
      voucherCost: String(599 + (h % 4) * 200),
      skins,
    };
  });
}

/** Every picture URL of a dataset, each once (portraits are default skins' cards). */
export const pictureUrls = (heroes: DatasetHero[]) => [
  ...new Set(heroes.flatMap((h) => [h.portrait, ...h.skins.flatMap((s) => [s.thumb, s.splash])])),
];

/** What `/pictures/{name}` draws: cards and splashes at their sizes, each a colour of its own. */
export function pictureSpec(name: string): PictureSpec | null {
  const match = /^(.+)-(\d+)-(card|splash)\.jpg$/.exec(name);
  if (!match) return null;
  let color = 0;
  for (const char of name) color = (Math.imul(color, 31) + char.charCodeAt(0)) >>> 0;
  return { ...(match[3] === 'card' ? CARD : SPLASH), color: color & 0xffffff };
}
