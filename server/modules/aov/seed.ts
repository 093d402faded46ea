import { count } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aovHeroes, aovHeroTags, aovItems, aovSkins, aovTags } from '../../db/schema';
import { insertDemoCards, type DemoCard } from '../uploads';
import { DEMO_HEROES, DEMO_ITEMS, DEMO_SKINS, DEMO_TAGS } from './demoCatalogue';

export interface DemoCardToDraw {
  id: string;
  card: DemoCard;
}

const square = (label: string, color: string): DemoCard => ({
  label,
  color,
  width: 256,
  height: 256,
});

/**
 * Fills an empty catalogue with the demo tags, heroes, skins and items, each picture a generated
 * card. Answers the cards whose files still have to be drawn (outside the transaction).
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
  const skinCards = DEMO_SKINS.map((s, i): DemoCard => ({
    label: s.name,
    color: heroCards[Math.floor(i / 5)]!.color,
    width: 480,
    height: 270,
  }));
  const itemCards = DEMO_ITEMS.map((item) => square(item.name, item.color));
  const cards = [...heroCards, ...skinCards, ...itemCards];
  const ids = await insertDemoCards(db, cards);
  const heroImages = ids.slice(0, heroCards.length);
  const skinImages = ids.slice(heroCards.length, heroCards.length + skinCards.length);
  const itemImages = ids.slice(heroCards.length + skinCards.length);

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
  await db.insert(aovSkins).values(
    DEMO_SKINS.map(({ hero, ...skin }, i) => ({
      ...skin,
      heroId: heroIds.get(hero)!,
      image: skinImages[i],
    })),
  );
  await db
    .insert(aovItems)
    .values(DEMO_ITEMS.map(({ color: _color, ...item }, i) => ({ ...item, image: itemImages[i] })));
  return ids.map((id, i) => ({ id, card: cards[i]! }));
}
