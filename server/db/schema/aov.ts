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
    ...timestamps,
  },
  (t) => [uniqueIndex('aov_heroes_slug_unique').on(t.slug), index('aov_heroes_name').on(t.name)],
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
    tier: text('tier').notNull(),
    image: uuid('image').references(() => uploads.id, { onDelete: 'set null' }),
    limited: boolean('limited').notNull().default(false),
    releaseDate: date('release_date'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('aov_skins_slug_unique').on(t.slug),
    index('aov_skins_hero').on(t.heroId, t.id),
    // A hero's skins in the default name order: names are the hero's own, so they gather in one
    // stretch of the name index and walking it for one hero read most of it.
    index('aov_skins_hero_name').on(t.heroId, t.name, t.id),
    index('aov_skins_tier_name').on(t.tier, t.name, t.id),
    index('aov_skins_tier').on(t.tier, t.id),
    index('aov_skins_name').on(t.name, t.id),
    index('aov_skins_release_date').on(t.releaseDate, t.id),
    index('aov_skins_created_at').on(t.createdAt, t.id),
    index('aov_skins_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('aov_skins_slug_trgm').using('gin', t.slug.op('gin_trgm_ops')),
    check('aov_skins_tier', sql`${t.tier} in ('A', 'S', 'S+', 'SS', 'SSS')`),
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
