import type { KnownConfigKey } from './configKeys';

/** Values the Aov catalogue shares between the server's validation and the app's choices. */

/** What a skin's label says about it: Garena's tier and sale kind, or a special line of skins. */
export const LABEL_KINDS = {
  tier: 'Bậc',
  special: 'Đặc biệt',
  event: 'Sự kiện',
  collaboration: 'Hợp tác',
  season: 'Mùa giải',
  tournament: 'Giải đấu',
  evolution: 'Tiến hóa',
} as const;
export type LabelKind = keyof typeof LABEL_KINDS;

/** A hero's role in the game, as the game names it. */
export const HERO_ROLES = {
  fighter: 'Đấu sĩ',
  tank: 'Đỡ đòn',
  mage: 'Pháp sư',
  assassin: 'Sát thủ',
  support: 'Trợ thủ',
  marksman: 'Xạ thủ',
} as const;
export type HeroRole = keyof typeof HERO_ROLES;

/** An evolution skin's stages: 1 to this. */
export const SKIN_STAGES = 5;

export const ITEM_CATEGORIES = {
  physical: 'Công vật lý',
  magic: 'Phép thuật',
  defense: 'Phòng thủ',
  movement: 'Tốc chạy',
  jungle: 'Đi rừng',
  support: 'Hỗ trợ',
} as const;
export type ItemCategory = keyof typeof ITEM_CATEGORIES;

/** The crawl staging area holds these three catalogues (items have no `temp`, SPEC 2). */
export const STAGING_KINDS = ['tags', 'heroes', 'skins'] as const;
export type StagingKind = (typeof STAGING_KINDS)[number];

/** The private config keys holding each kind's crawl URL. */
export const CRAWL_URL_KEYS = {
  tags: 'AOV_CRAWL_URL_TAGS',
  heroes: 'AOV_CRAWL_URL_HEROES',
  skins: 'AOV_CRAWL_URL_SKINS',
} as const satisfies Record<StagingKind, KnownConfigKey>;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where an upload's 256 px thumbnail is served. */
export const uploadThumbUrl = (id: string, apiBase = '/api') =>
  `${apiBase}/uploads/${id}/thumb.webp`;

/** `Lữ Bố` → `lu-bo`: the slug a name suggests (Vietnamese marks dropped, đ → d). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

/** The columns of a staged row of each kind, in the order the `temp` page shows them. */
export const STAGING_FIELDS: Record<StagingKind, readonly string[]> = {
  tags: ['slug', 'name', 'color', 'description'],
  heroes: [
    ...['slug', 'name', 'title', 'role', 'lane', 'goldPrice', 'voucherPrice', 'aliases', 'tags'],
    ...['releaseDate', 'active'],
  ],
  skins: ['slug', 'name', 'shortName', 'hero', 'label', 'aliases', 'releaseDate'],
};

export type StagedRowStatus = 'new' | 'changed' | 'unchanged' | 'error';

/** A staged row as `GET /api/staging/{kind}` answers it. */
export interface StagedRow {
  id: number;
  line: number;
  data: Record<string, unknown>;
  status: StagedRowStatus;
  /** Field → message when the row cannot be approved as it is. */
  errors: Record<string, string> | null;
  /** The row normalised, and the catalogue's row of the same slug, side by side. */
  values: (Record<string, unknown> & { slug: string }) | null;
  current: (Record<string, unknown> & { slug: string }) | null;
  /** Fields whose imported value differs from the catalogue's. */
  changes: string[];
}

export interface ImportSummary {
  total: number;
  new: number;
  changed: number;
  unchanged: number;
  error: number;
  /** The malformed rows, each with its line and what is wrong. */
  errors: { line: number; errors: Record<string, string> }[];
}

type StagedCounts = Omit<ImportSummary, 'errors'>;

/** A crawl as `GET /api/staging/crawl` answers it: its progress, then its outcome or error. */
export interface CrawlView {
  id: number;
  source: string;
  status: 'running' | 'done' | 'failed';
  picturesTotal: number;
  picturesDone: number;
  error: string | null;
  outcome: {
    heroes: StagedCounts;
    skins: StagedCounts;
    pictureErrors: number;
    gone: { slug: string; name: string; hero: string }[];
  } | null;
}

/** Each kind's picture shown as a thumbnail in its staged rows. */
export const STAGING_PICTURE: Partial<Record<StagingKind, string>> = {
  heroes: 'avatar',
  skins: 'image',
};

export interface ApproveResult {
  created: number;
  updated: number;
  unchanged: number;
  /** Chosen rows left as they were because of their errors. */
  skipped: number;
}
