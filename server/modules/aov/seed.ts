import { and, count, eq, isNull } from 'drizzle-orm';
import { SKIN_STAGES } from '../../../common/aov';
import type { Executor } from '../../db/client';
import {
  aovHeroes,
  aovHeroTags,
  aovItems,
  aovLabels,
  aovSkins,
  aovSkinStages,
  aovTags,
} from '../../db/schema';
import { insertDemoCards, type DemoCard } from '../uploads';
import { DEMO_HEROES, DEMO_ITEMS, DEMO_LABELS, DEMO_SKINS, DEMO_TAGS } from './demoCatalogue';

export interface DemoCardToDraw {
  id: string;
  card: DemoCard;
}

const card = (label: string, color: string, width: number, height: number): DemoCard => ({
  label,
  color,
  width,
  height,
});
const square = (label: string, color: string) => card(label, color, 256, 256);
/** A skin's card picture stands as its portrait in the game does: about 0.74 wide for 1 high. */
const portrait = (label: string, color: string) => card(label, color, 296, 400);
const splash = (label: string, color: string) => card(label, color, 480, 270);

/** The demo labels (those the migration made are kept), each with a badge; answers id by code. */
async function seedLabels(db: Executor, badges: string[]) {
  await db
    .insert(aovLabels)
    .values(DEMO_LABELS.map(({ color: _color, ...label }) => label))
    .onConflictDoNothing({ target: aovLabels.code });
  const rows = await db.select({ id: aovLabels.id, code: aovLabels.code }).from(aovLabels);
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  for (const [i, label] of DEMO_LABELS.entries()) {
    await db
      .update(aovLabels)
      .set({ badge: badges[i] })
      .where(and(eq(aovLabels.id, ids.get(label.code)!), isNull(aovLabels.badge)));
  }
  return ids;
}

/**
 * Fills an empty catalogue with the demo labels, tags, heroes, skins (one an evolution skin with
 * its stages) and items, each picture a generated card. Answers the cards whose files still
 * have to be drawn (outside the transaction).
 */
export async function seedDemoCatalogue(db: Executor): Promise<DemoCardToDraw[]> {
  const tables = [aovTags, aovHeroes, aovSkins, aovItems];
  for (const table of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    if (row!.n > 0) return [];
  }

  const tagIds = new Map(
    (
      await db.insert(aovTags).values(DEMO_TAGS).returning({ id: aovTags.id, slug: aovTags.slug })
    ).map((t) => [t.slug, t.id]),
  );
  const tagColor = new Map(DEMO_TAGS.map((t) => [t.slug, t.color]));

  const heroCards = DEMO_HEROES.map((h) => square(h.name, tagColor.get(h.tags[0]!)!));
  const heroColor = (i: number) => heroCards[Math.floor(i / 5)]!.color;
  const skinCards = DEMO_SKINS.map((s, i) => portrait(s.name, heroColor(i)));
  const splashCards = DEMO_SKINS.map((s, i) => splash(s.name, heroColor(i)));
  const evolution = DEMO_SKINS.findIndex((s) => s.label === 'Evo');
  const stageCards = Array.from({ length: SKIN_STAGES }, (_, i) =>
    portrait(`${DEMO_SKINS[evolution]!.name} ${i + 1}`, heroColor(evolution)),
  );
  const badgeCards = DEMO_LABELS.map((l) => card(l.name, l.color, 128, 128));
  const itemCards = DEMO_ITEMS.map((item) => square(item.name, item.color));
  const groups = [heroCards, skinCards, splashCards, stageCards, badgeCards, itemCards];
  const cards = groups.flat();
  const ids = await insertDemoCards(db, cards);
  const [heroImages, skinImages, splashImages, stageImages, badges, itemImages] = groups.map(
    (group, g) => {
      const start = groups.slice(0, g).reduce((n, previous) => n + previous.length, 0);
      return ids.slice(start, start + group.length);
    },
  ) as [string[], string[], string[], string[], string[], string[]];

  const labelIds = await seedLabels(db, badges);
  const heroes = await db
    .insert(aovHeroes)
    .values(DEMO_HEROES.map(({ tags: _tags, ...hero }, i) => ({ ...hero, avatar: heroImages[i] })))
    .returning({ id: aovHeroes.id, slug: aovHeroes.slug });
  const heroIds = new Map(heroes.map((h) => [h.slug, h.id]));
  await db
    .insert(aovHeroTags)
    .values(
      DEMO_HEROES.flatMap((hero) =>
        hero.tags.map((tag) => ({ heroId: heroIds.get(hero.slug)!, tagId: tagIds.get(tag)! })),
      ),
    );
  const skins = await db
    .insert(aovSkins)
    .values(
      DEMO_SKINS.map(({ hero, label, ...skin }, i) => ({
        ...skin,
        heroId: heroIds.get(hero)!,
        labelId: labelIds.get(label)!,
        image: skinImages[i],
        splash: splashImages[i],
      })),
    )
    .returning({ id: aovSkins.id });
  await db
    .insert(aovSkinStages)
    .values(stageImages.map((image, i) => ({ skinId: skins[evolution]!.id, stage: i + 1, image })));
  await db
    .insert(aovItems)
    .values(DEMO_ITEMS.map(({ color: _color, ...item }, i) => ({ ...item, image: itemImages[i] })));
  return ids.map((id, i) => ({ id, card: cards[i]! }));
}
