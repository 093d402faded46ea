import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../../../lib/errors';
import { safeFetch } from '../../../lib/safeFetch';
import { openZip, ZipError } from '../../../lib/zipArchive';
import { MAX_UPLOAD_BYTES } from '../../uploads';
import { DatasetError, fromCatalogueCsv, fromHeroesJson, type CrawlHero } from './dataset';
import type { PictureSources } from './pictures';

/** Which resolved addresses a crawl may reach: public ones only, unless a test says so. */
export interface FetchPolicy {
  isAllowed?: (address: string) => boolean;
}

export const MAX_DATASET_BYTES = 20 * 1024 * 1024;
const DATASET_TIMEOUT_MS = 30_000;
const PICTURE_TIMEOUT_MS = 20_000;

export const crawlFilesDir = (dataDir: string) => path.resolve(dataDir, 'crawls');

/** An uploaded dataset's copy, once its crawl is over. */
export async function removeCrawlFile(dataDir: string, name: string | null) {
  if (name) await rm(path.join(crawlFilesDir(dataDir), name), { force: true });
}

export interface LoadedDataset {
  heroes: CrawlHero[];
  sources: PictureSources;
  close(): Promise<void>;
}

async function startsLikeZip(file: string) {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

const noEntries = (name: string): Promise<Buffer> =>
  Promise.reject(badRequest(`Ảnh ${name} chỉ có trong tệp ZIP`));

/**
 * The dataset of a crawl: the JSON at its URL, or its uploaded file (JSON, or a ZIP of one CSV
 * and the pictures it names). A whole-file problem throws a DatasetError, the crawl's failure.
 */
export async function loadDataset(
  crawl: { source: string; file: string | null },
  dataDir: string,
  policy: FetchPolicy,
): Promise<LoadedDataset> {
  const fetchUrl = (url: string) =>
    safeFetch(url, { maxBytes: MAX_UPLOAD_BYTES, timeoutMs: PICTURE_TIMEOUT_MS, ...policy });
  if (!crawl.file) {
    const bytes = await safeFetch(crawl.source, {
      maxBytes: MAX_DATASET_BYTES,
      timeoutMs: DATASET_TIMEOUT_MS,
      ...policy,
    });
    const heroes = fromHeroesJson(bytes.toString('utf8'), crawl.source);
    return { heroes, sources: { fetchUrl, readEntry: noEntries }, close: async () => {} };
  }
  const file = path.join(crawlFilesDir(dataDir), crawl.file);
  if (!(await startsLikeZip(file))) {
    const heroes = fromHeroesJson(await readFile(file, 'utf8'), null);
    return { heroes, sources: { fetchUrl, readEntry: noEntries }, close: async () => {} };
  }
  const zip = await openZip(file).catch((error: unknown) => {
    throw error instanceof ZipError ? new DatasetError('Tệp ZIP bị hỏng, không đọc được') : error;
  });
  const byName = new Map(zip.entries.map((entry) => [entry.name, entry]));
  const csv = zip.entries.find((entry) => entry.name.toLowerCase().endsWith('.csv'));
  if (!csv) {
    await zip.close();
    throw new DatasetError('Tệp ZIP phải có một tệp CSV');
  }
  const heroes = fromCatalogueCsv((await csv.read()).toString('utf8'));
  const readEntry = async (name: string) => {
    const entry = byName.get(name);
    if (!entry) throw badRequest(`Tệp ZIP không có ảnh ${name}`);
    if (entry.size > MAX_UPLOAD_BYTES) throw badRequest('Ảnh không được lớn hơn 5 MB');
    return entry.read().catch(() => {
      throw badRequest(`Ảnh ${name} trong tệp ZIP bị hỏng`);
    });
  };
  return { heroes, sources: { fetchUrl, readEntry }, close: zip.close };
}
