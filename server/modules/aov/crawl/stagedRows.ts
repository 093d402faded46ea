import { slugify } from '../../../../common/aov';
import type { CrawlHero, CrawlSkin, PictureRef } from './dataset';
import { heroRoleOf, PICTURE_FAILED } from '../staging/rowValues';
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
  // The source lists a hero's classes; the catalogue keeps one role, the first it knows.
  role: hero.classes.map(heroRoleOf).find((role) => role !== undefined),
  lane: hero.lane,
  goldPrice: hero.goldCost ?? undefined,
  voucherPrice: hero.voucherCost ?? undefined,
  avatar: pictureCell(hero.portrait, outcomes),
});

/** A skin by its label's code: one the catalogue lacks is the row's error, as in an import. */
export const skinRowOf = (hero: CrawlHero, skin: CrawlSkin, outcomes: Outcomes) => ({
  slug: skinSlugOf(skin),
  name: skin.name,
  shortName: skin.shortName,
  hero: heroSlugOf(hero),
  label: skin.label ?? undefined,
  image: pictureCell(skin.thumb, outcomes),
  splash: pictureCell(skin.splash, outcomes),
});

/** Every picture a dataset names: portraits, skin cards and splashes. */
export const picturesOf = (heroes: CrawlHero[]): PictureRef[] =>
  heroes.flatMap((hero) => [
    ...(hero.portrait ? [hero.portrait] : []),
    ...hero.skins.flatMap((skin) => [skin.thumb, skin.splash].filter((ref) => ref !== null)),
  ]);
