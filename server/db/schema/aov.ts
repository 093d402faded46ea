import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { uploads } from './uploads';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const aovTags = pgTable(
  'aov_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#607d8b'),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('aov_tags_slug_unique').on(t.slug)],
);

/** Other names a row is searched by (Vietnamese and English): none by default. */
const aliases = () =>
  text('aliases')
    .array()
    .notNull()
    .default(sql`'{}'`);

/**
 * A trigram index on a row's other names, for `q`: on `text_list_words(aliases)`, the
 * expression the list's search reads (the catalogue_labels migration defines the function).
 */
const aliasesTrigram = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`text_list_words(${column}) gin_trgm_ops`);

export const aovHeroes = pgTable(
  'aov_heroes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    avatar: uuid('avatar').references(() => uploads.id, { onDelete: 'set null' }),
    releaseDate: date('release_date'),
    active: boolean('active').notNull().default(true),
    role: text('role'),
    lane: text('lane').notNull().default(''),
    goldPrice: integer('gold_price'),
    voucherPrice: integer('voucher_price'),
    aliases: aliases(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('aov_heroes_slug_unique').on(t.slug),
    index('aov_heroes_name').on(t.name),
    aliasesTrigram('aov_heroes_aliases_trgm', t.aliases),
    check(
      'aov_heroes_role',
      sql`${t.role} in ('fighter', 'tank', 'mage', 'assassin', 'support', 'marksman')`,
    ),
    check('aov_heroes_prices', sql`${t.goldPrice} >= 0 and ${t.voucherPrice} >= 0`),
  ],
);

/**
 * What a skin is labelled in the game: a tier and sale kind (`T2limited`) or a special line
 * (`SS_chroma`, `S17`); a lower rank is a more valuable label.
 */
export const aovLabels = pgTable(
  'aov_labels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    rank: integer('rank').notNull(),
    badge: uuid('badge').references(() => uploads.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('aov_labels_code_unique').on(t.code),
    index('aov_labels_name').on(t.name, t.id),
    index('aov_labels_rank').on(t.rank, t.id),
    index('aov_labels_created_at').on(t.createdAt, t.id),
    check(
      'aov_labels_kind',
      sql`${t.kind} in ('tier', 'special', 'event', 'collaboration', 'season', 'tournament', 'evolution')`,
    ),
    check('aov_labels_rank', sql`${t.rank} >= 1`),
  ],
);

export const aovHeroTags = pgTable(
  'aov_hero_tags',
  {
    heroId: integer('hero_id')
      .notNull()
      .references(() => aovHeroes.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => aovTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.heroId, t.tagId] }), index('aov_hero_tags_tag').on(t.tagId)],
);

export const aovSkins = pgTable(
  'aov_skins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    heroId: integer('hero_id')
      .notNull()
      .references(() => aovHeroes.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull().default(''),
    labelId: integer('label_id').references(() => aovLabels.id),
    /** The label's rank, kept by triggers (the catalogue_labels migration): the skins sort by value through an index. */
    labelRank: integer('label_rank'),
    /** The portrait card picture (about 0.74 wide for 1 high). */
    image: uuid('image').references(() => uploads.id, { onDelete: 'set null' }),
    splash: uuid('splash').references(() => uploads.id, { onDelete: 'set null' }),
    aliases: aliases(),
    releaseDate: date('release_date'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('aov_skins_slug_unique').on(t.slug),
    index('aov_skins_hero').on(t.heroId, t.id),
    // A hero's skins in the default name order: names are the hero's own, so they gather in one
    // stretch of the name index and walking it for one hero read most of it.
    index('aov_skins_hero_name').on(t.heroId, t.name, t.id),
    // A hero's (or a tag's, hero by hero) skins in the other orders, for the same reason.
    index('aov_skins_hero_rank').on(t.heroId, t.labelRank, t.id),
    index('aov_skins_hero_release_date').on(t.heroId, t.releaseDate, t.id),
    index('aov_skins_hero_created_at').on(t.heroId, t.createdAt, t.id),
    // A label's (or a kind's, label by label) skins in each order: walking the hero-led or the
    // order's own index and filtering by label read 180 000 rows for a deep page at 1 M skins.
    index('aov_skins_label_name').on(t.labelId, t.name, t.id),
    index('aov_skins_label_hero').on(t.labelId, t.heroId, t.id),
    index('aov_skins_label_release_date').on(t.labelId, t.releaseDate, t.id),
    index('aov_skins_label_created_at').on(t.labelId, t.createdAt, t.id),
    index('aov_skins_label').on(t.labelId, t.id),
    // By value: all skins, and one label's (or a kind's, label by label) in the same order.
    index('aov_skins_label_rank').on(t.labelRank, t.id),
    index('aov_skins_label_by_rank').on(t.labelId, t.labelRank, t.id),
    index('aov_skins_name').on(t.name, t.id),
    index('aov_skins_release_date').on(t.releaseDate, t.id),
    index('aov_skins_created_at').on(t.createdAt, t.id),
    index('aov_skins_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('aov_skins_slug_trgm').using('gin', t.slug.op('gin_trgm_ops')),
    aliasesTrigram('aov_skins_aliases_trgm', t.aliases),
  ],
);

/** An evolution skin's stages (1 to 5), each with its picture. */
export const aovSkinStages = pgTable(
  'aov_skin_stages',
  {
    skinId: integer('skin_id')
      .notNull()
      .references(() => aovSkins.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    image: uuid('image').references(() => uploads.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.skinId, t.stage] }),
    check('aov_skin_stages_stage', sql`${t.stage} between 1 and 5`),
  ],
);

export const aovItems = pgTable(
  'aov_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    price: integer('price').notNull(),
    image: uuid('image').references(() => uploads.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('aov_items_name').on(t.name), check('aov_items_price', sql`${t.price} >= 0`)],
);

/** One imported row of the crawl staging area (`temp`), waiting for an admin's decision. */
export const aovStagingRows = pgTable(
  'aov_staging_rows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** The row's line in the imported file (1 = first data row). */
    line: integer('line').notNull(),
    /** The row as imported or as edited since; judged against the catalogue when read. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aov_staging_rows_kind').on(t.kind, t.line)],
);
