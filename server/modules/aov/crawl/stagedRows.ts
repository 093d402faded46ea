import { slugify } from '../../../../common/aov';
import type { CrawlHero, CrawlSkin, PictureRef } from './dataset';
import { PICTURE_FAILED } from '../staging/rowValues';
import { pictureKey, type PictureOutcome } from './pictures';

type Outcomes = Map<string, PictureOutcome>;

/** The upload's id, or the failure as the cell's text (an admin may clear it and approve). */
function pictureCell(ref: PictureRef | null, outcomes: Outcomes): string | undefined {
  if (!ref) return undefined;
  const outcome = outcomes.get(pictureKey(ref));
  if (!outcome) return undefined;
  if ('upload' in outcome) return outcome.upload;
  return `${PICTURE_FAILED} ${'url' in ref ? ref.url : ref.entry}: ${outcome.error}`;
}

export const heroSlugOf = (hero: CrawlHero) => hero.slug || slugify(hero.name);

/** A skin's slug: its full name's (`Airi Ninja Xanh Lá` → `airi-ninja-xanh-la`), stable across crawls. */
export const skinSlugOf = (skin: CrawlSkin) => slugify(skin.name);

export const heroRowOf = (hero: CrawlHero, outcomes: Outcomes) => ({
  slug: heroSlugOf(hero),
  name: hero.name,
  title: hero.title,
  avatar: pictureCell(hero.portrait, outcomes),
});

/** Garena's tier number (T1 most valuable) as the catalogue's letter; a special label is A. */
const TIER_OF_NUMBER: Record<string, string> = { 1: 'SSS', 2: 'SSS', 3: 'SS', 4: 'S+', 5: 'S' };

export const skinRowOf = (hero: CrawlHero, skin: CrawlSkin, outcomes: Outcomes) => ({
  slug: skinSlugOf(skin),
  name: skin.name,
  hero: heroSlugOf(hero),
  tier: TIER_OF_NUMBER[/^T(\d)/.exec(skin.label ?? '')?.[1] ?? ''] ?? 'A',
  limited: /limited$/i.test(skin.label ?? ''),
  image: pictureCell(skin.thumb, outcomes),
});

/** Every picture a dataset names: portraits, skin cards and splashes. */
export const picturesOf = (heroes: CrawlHero[]): PictureRef[] =>
  heroes.flatMap((hero) => [
    ...(hero.portrait ? [hero.portrait] : []),
    ...hero.skins.flatMap((skin) => [skin.thumb, skin.splash].filter((ref) => ref !== null)),
  ]);
