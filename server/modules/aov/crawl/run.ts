import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { ImportSummary } from '../../../../common/aov';
import type { Database } from '../../../db/client';
import { aovCrawls, aovHeroes, aovSkins, type CrawlOutcome } from '../../../db/schema';
import { ApiError } from '../../../lib/errors';
import { stageRows } from '../staging/service';
import { DatasetError } from './dataset';
import { collectPictures, pictureKey } from './pictures';
import { loadDataset, removeCrawlFile, type FetchPolicy, type LoadedDataset } from './source';
import { heroRowOf, heroSlugOf, picturesOf, skinRowOf, skinSlugOf } from './stagedRows';

export interface CrawlContext {
  db: Database;
  dataDir: string;
  policy: FetchPolicy;
}

/** Pictures in flight at once: enough to overlap the source's latency, few enough for 2 cores. */
const PARALLEL_PICTURES = 6;
const PROGRESS_EVERY_MS = 500;

export type CrawlRow = typeof aovCrawls.$inferSelect;

const counts = ({ errors: _errors, ...summary }: ImportSummary) => summary;

async function setCrawl(db: Database, id: number, values: Partial<CrawlRow>) {
  await db.update(aovCrawls).set(values).where(eq(aovCrawls.id, id));
}

export const failCrawl = (db: Database, id: number, message: string) =>
  setCrawl(db, id, { status: 'failed', error: message, finishedAt: new Date() });

/** The catalogue's skins of these heroes that the source no longer lists: flagged, never deleted. */
async function goneSkins(db: Database, heroSlugs: string[], skinSlugs: string[]) {
  if (!heroSlugs.length) return [];
  return db
    .select({ slug: aovSkins.slug, name: aovSkins.name, hero: aovHeroes.slug })
    .from(aovSkins)
    .innerJoin(aovHeroes, eq(aovHeroes.id, aovSkins.heroId))
    .where(
      and(
        inArray(aovHeroes.slug, heroSlugs),
        skinSlugs.length ? notInArray(aovSkins.slug, skinSlugs) : undefined,
      ),
    )
    .orderBy(aovSkins.slug);
}

/** Records progress as pictures settle, at most every half second, the last count always. */
function progressWriter(db: Database, id: number, total: number) {
  let lastWrite = 0;
  let writing = Promise.resolve();
  return {
    settled(done: number) {
      if (done < total && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      writing = writing.then(() => setCrawl(db, id, { picturesDone: done }));
    },
    flushed: () => writing,
  };
}

async function crawlDataset(
  context: CrawlContext,
  crawl: CrawlRow,
  dataset: LoadedDataset,
  signal: AbortSignal,
): Promise<CrawlOutcome> {
  const { db } = context;
  const refs = picturesOf(dataset.heroes);
  const total = new Set(refs.map(pictureKey)).size;
  await setCrawl(db, crawl.id, { picturesTotal: total, picturesDone: 0 });
  const progress = progressWriter(db, crawl.id, total);
  const outcomes = await collectPictures(
    {
      ...context,
      sources: dataset.sources,
      parallel: PARALLEL_PICTURES,
      signal,
      onSettled: progress.settled,
    },
    refs,
  );
  await progress.flushed();
  const { heroes } = dataset;
  const heroRows = heroes.map((hero) => heroRowOf(hero, outcomes));
  const skinRows = heroes.flatMap((hero) =>
    hero.skins.map((skin) => skinRowOf(hero, skin, outcomes)),
  );
  signal.throwIfAborted();
  const heroSummary = await stageRows(db, 'heroes', heroRows);
  const skinSummary = await stageRows(db, 'skins', skinRows);
  return {
    heroes: counts(heroSummary),
    skins: counts(skinSummary),
    pictureErrors: [...outcomes.values()].filter((outcome) => 'error' in outcome).length,
    gone: await goneSkins(
      db,
      heroes.map(heroSlugOf),
      heroes.flatMap((hero) => hero.skins.map(skinSlugOf)),
    ),
  };
}

/**
 * Runs (or resumes) a crawl: reads its dataset, keeps every picture not kept before, stages
 * the heroes and skins with their pictures, and records what it found. A dataset that cannot be
 * read fails the crawl with its reason; `signal` stops it between pictures (the server closing),
 * and the next try resumes from the pictures already kept.
 */
export async function runCrawl(
  context: CrawlContext,
  crawlId: number,
  signal: AbortSignal,
): Promise<CrawlOutcome | null> {
  const { db } = context;
  const [crawl] = await db.select().from(aovCrawls).where(eq(aovCrawls.id, crawlId));
  if (!crawl || crawl.status !== 'running') return null;
  let dataset: LoadedDataset;
  try {
    dataset = await loadDataset(crawl, context.dataDir, context.policy);
  } catch (error) {
    if (!(error instanceof DatasetError || error instanceof ApiError)) throw error;
    await failCrawl(db, crawl.id, error.message);
    await removeCrawlFile(context.dataDir, crawl.file);
    return null;
  }
  let outcome: CrawlOutcome;
  try {
    outcome = await crawlDataset(context, crawl, dataset, signal);
  } finally {
    await dataset.close();
  }
  await setCrawl(db, crawl.id, { status: 'done', outcome, finishedAt: new Date() });
  await removeCrawlFile(context.dataDir, crawl.file);
  return outcome;
}
