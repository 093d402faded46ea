import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { aovCrawlPictures } from '../../../db/schema';
import { ApiError } from '../../../lib/errors';
import { PrioritySlots } from '../../../lib/prioritySlots';
import { storeUpload } from '../../uploads';
import type { PictureRef } from './dataset';

/** A picture kept (its upload), or why it could not be, in Vietnamese. */
export type PictureOutcome = { upload: string } | { error: string };

export const pictureKey = (ref: PictureRef) => ('url' in ref ? ref.url : `zip:${ref.entry}`);

export interface PictureSources {
  /** GETs a URL through the fetch guard (one try). */
  fetchUrl(url: string): Promise<Buffer>;
  /** A file of the uploaded ZIP; throws when it has none of that name. */
  readEntry(name: string): Promise<Buffer>;
}

export interface CollectOptions {
  db: Database;
  dataDir: string;
  sources: PictureSources;
  /** Pictures fetched and re-encoded at once: network waits overlap, sharp keeps the cores busy. */
  parallel: number;
  signal: AbortSignal;
  /** Called after each picture with how many are settled, kept or not. */
  onSettled(done: number): void;
}

const FETCH_TRIES = 3;
/**
 * WebP effort for a crawl's pictures: thousands at once, where effort 2 takes half the CPU time of
 * the uploads' default 4 (measured on a 1280×588 splash) for a slightly larger file.
 */
const CRAWL_EFFORT = 2;
const RETRY_PAUSE_MS = 300;
/**
 * Pictures re-encoded at once, one a core: the others in flight wait fetched, not decoded, so
 * libvips holds two pictures' pixels rather than one per libuv thread (docs/benchmarks.md,
 * "Crawl"). Every crawl picture is of one priority: the slots are a plain semaphore here.
 */
const encoding = new PrioritySlots(availableParallelism());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failed fetch (a 5xx, a cut connection, a time-out) is tried again; a refused address never. */
async function fetchWithRetries(sources: PictureSources, url: string): Promise<Buffer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sources.fetchUrl(url);
    } catch (error) {
      const retryable = error instanceof ApiError && error.code === 'FETCH_FAILED';
      if (!retryable || attempt >= FETCH_TRIES) throw error;
      await pause(RETRY_PAUSE_MS * attempt);
    }
  }
}

async function knownUploads(db: Database, keys: string[]) {
  const known = new Map<string, string>();
  for (let start = 0; start < keys.length; start += 1000) {
    const rows = await db
      .select({ source: aovCrawlPictures.source, upload: aovCrawlPictures.upload })
      .from(aovCrawlPictures)
      .where(inArray(aovCrawlPictures.source, keys.slice(start, start + 1000)));
    for (const row of rows) known.set(row.source, row.upload);
  }
  return known;
}

/** Fetches (or reads), checks, re-encodes and remembers one picture not seen before. */
async function keepPicture(options: CollectOptions, ref: PictureRef): Promise<string> {
  const { db, dataDir, sources } = options;
  const bytes =
    'url' in ref ? await fetchWithRetries(sources, ref.url) : await sources.readEntry(ref.entry);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const source = 'url' in ref ? ref.url : `sha256:${sha256}`;
  const [same] = await db
    .select({ upload: aovCrawlPictures.upload })
    .from(aovCrawlPictures)
    .where(eq(aovCrawlPictures.sha256, sha256))
    .limit(1);
  const upload =
    same?.upload ??
    (await encoding.run('paid', () => storeUpload(db, dataDir, bytes, null, CRAWL_EFFORT))).id;
  await db
    .insert(aovCrawlPictures)
    .values({ source, sha256, upload })
    .onConflictDoUpdate({ target: aovCrawlPictures.source, set: { sha256, upload } });
  return upload;
}

/**
 * Every picture of a crawl, each once: a URL kept by an earlier crawl (or an earlier try of
 * this one) is not fetched again; the others are fetched through the guard with retries,
 * `parallel` at a time. A picture that fails is that picture's outcome and stops nothing else.
 */
export async function collectPictures(
  options: CollectOptions,
  refs: PictureRef[],
): Promise<Map<string, PictureOutcome>> {
  const unique = new Map(refs.map((ref) => [pictureKey(ref), ref]));
  const known = await knownUploads(options.db, [...unique.keys()]);
  const outcomes = new Map<string, PictureOutcome>();
  for (const [key, upload] of known) outcomes.set(key, { upload });
  options.onSettled(outcomes.size);
  const waiting = [...unique].filter(([key]) => !known.has(key));
  const worker = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      options.signal.throwIfAborted();
      const [key, ref] = next;
      try {
        outcomes.set(key, { upload: await keepPicture(options, ref) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        outcomes.set(key, { error: error.message });
      }
      options.onSettled(outcomes.size);
    }
  };
  await Promise.all(Array.from({ length: options.parallel }, worker));
  return outcomes;
}
