import { parseCsv } from '../staging/csv';

/** Where a picture comes from: a URL to fetch, or a file in the uploaded ZIP. */
export type PictureRef = { url: string } | { entry: string };

export interface CrawlSkin {
  index: number;
  name: string;
  shortName: string;
  /** The label's code as the source names it (`T6DirectSale`, `SS_chroma`), or null. */
  label: string | null;
  thumb: PictureRef | null;
  splash: PictureRef | null;
}

export interface CrawlHero {
  slug: string;
  name: string;
  title: string;
  classes: string[];
  lane: string;
  goldCost: number | null;
  voucherCost: number | null;
  portrait: PictureRef | null;
  skins: CrawlSkin[];
}

export class DatasetError extends Error {}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const price = (value: unknown) => {
  const digits = text(value).replace(/[.,\s]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
};

/**
 * A label code from the source's badge (`…/SkinLabel/Label_SS_chroma_new.png` → `SS_chroma`,
 * `Label_rankS17.png` → `S17`, `T6DirectSale.png` → `T6DirectSale`) or a code written as is.
 */
export function labelCodeOf(value: unknown): string | null {
  const file = text(value)
    .split('/')
    .pop()!
    .replace(/[?#].*$/, '')
    .replace(/\.\w+$/, '');
  return (
    file
      .replace(/^Label_/, '')
      .replace(/_new$/, '')
      .replace(/^rank(?=S\d)/, '') || null
  );
}

/** A picture cell: an http(s) URL (relative ones against the dataset's own), or a ZIP path. */
function pictureRef(value: unknown, base: string | null, inZip: boolean): PictureRef | null {
  const written = text(value);
  if (!written) return null;
  if (/^https?:\/\//i.test(written)) return { url: written };
  if (inZip) return { entry: written.replace(/^\.?\//, '') };
  if (!base) return null;
  try {
    return { url: new URL(written, base).href };
  } catch {
    return null;
  }
}

const asList = (value: unknown) =>
  (Array.isArray(value) ? value.map(text) : text(value).split('|')).filter(Boolean);

function heroOf(raw: Record<string, unknown>, base: string | null, inZip: boolean): CrawlHero {
  return {
    slug: text(raw.slug),
    name: text(raw.name),
    title: text(raw.title),
    classes: asList(raw.classes),
    lane: text(raw.lane),
    goldCost: price(raw.goldCost),
    voucherCost: price(raw.voucherCost),
    portrait: pictureRef(raw.portrait, base, inZip),
    skins: [],
  };
}

const skinOf = (raw: Record<string, unknown>, base: string | null, inZip: boolean): CrawlSkin => ({
  index: Number(text(raw.index)) || 0,
  name: text(raw.name),
  shortName: text(raw.shortName),
  label: labelCodeOf(raw.rarityIcon),
  thumb: pictureRef(raw.thumb, base, inZip),
  splash: pictureRef(raw.splash, base, inZip),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A dataset in the shape of the public heroes.json: an array of heroes (or `{ "heroes": [...] }`),
 * each with `skins[]`. Fields the catalogue does not keep (skills, lore, stats) are ignored.
 */
export function fromHeroesJson(json: string, base: string | null): CrawlHero[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new DatasetError('Tệp JSON không hợp lệ');
  }
  const list = Array.isArray(parsed) ? parsed : isObject(parsed) ? parsed.heroes : null;
  if (!Array.isArray(list) || !list.length) {
    throw new DatasetError('Tệp JSON phải là một mảng tướng (như heroes.json), mỗi tướng có skins');
  }
  return list.filter(isObject).map((raw) => ({
    ...heroOf(raw, base, false),
    skins: (Array.isArray(raw.skins) ? raw.skins : [])
      .filter(isObject)
      .map((skin) => skinOf(skin, base, false)),
  }));
}

/** The CSV of a ZIP: one row a skin, its hero's columns repeated (the first row of a hero wins). */
export const CSV_COLUMNS = [
  'slug',
  'name',
  'title',
  'classes',
  'lane',
  'portrait',
  'goldCost',
  'voucherCost',
  'skinIndex',
  'skinName',
  'skinShortName',
  'rarityIcon',
  'thumb',
  'splash',
] as const;

export function fromCatalogueCsv(csv: string): CrawlHero[] {
  let table: string[][];
  try {
    table = parseCsv(csv);
  } catch {
    throw new DatasetError('Tệp CSV không hợp lệ: thiếu dấu ngoặc kép đóng');
  }
  const [header, ...rows] = table;
  const names = (header ?? []).map((h) => h.trim());
  if (!names.includes('slug') || !names.includes('skinName')) {
    throw new DatasetError(`Tệp CSV phải có dòng tiêu đề với các cột ${CSV_COLUMNS.join(', ')}`);
  }
  const heroes = new Map<string, CrawlHero>();
  for (const cells of rows) {
    const raw = Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
    const key = text(raw.slug) || text(raw.name);
    let hero = heroes.get(key);
    if (!hero) heroes.set(key, (hero = heroOf(raw, null, true)));
    if (text(raw.skinName)) {
      hero.skins.push(
        skinOf(
          {
            index: raw.skinIndex,
            name: raw.skinName,
            shortName: raw.skinShortName,
            rarityIcon: raw.rarityIcon,
            thumb: raw.thumb,
            splash: raw.splash,
          },
          null,
          true,
        ),
      );
    }
  }
  if (!heroes.size) throw new DatasetError('Tệp CSV không có dòng dữ liệu nào');
  return [...heroes.values()];
}
