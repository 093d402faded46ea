import { randomUUID } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { ApproveResult } from '../../../../common/aov';
import type { Database, Executor } from '../../../db/client';
import { aovCrawls } from '../../../db/schema';
import { conflict } from '../../../lib/errors';
import { pgErrorOf } from '../../../plugins/errors';
import { approveStagedIn } from '../staging/service';
import { crawlFilesDir } from './source';
import type { CrawlRow } from './run';

const crawlRunning = () =>
  conflict('Đang có một lần lấy dữ liệu chưa xong: hãy đợi nó xong rồi thử lại', 'CRAWL_RUNNING');

/** A new crawl's row, refused while another runs (the partial unique index decides). */
export async function insertCrawl(
  db: Executor,
  values: { source: string; file?: string; startedBy: number | null },
): Promise<CrawlRow> {
  try {
    const [crawl] = await db.insert(aovCrawls).values(values).returning();
    return crawl!;
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'aov_crawls_one_running') throw crawlRunning();
    throw error;
  }
}

/** Where an uploaded dataset is kept until its crawl is over (every try of the job reads it). */
export async function keepCrawlFile(dataDir: string, write: (file: string) => Promise<void>) {
  await mkdir(crawlFilesDir(dataDir), { recursive: true });
  const name = `${randomUUID()}.upload`;
  const file = path.join(crawlFilesDir(dataDir), name);
  try {
    await write(file);
  } catch (error) {
    await unlink(file).catch(() => {});
    throw error;
  }
  return { name, remove: () => unlink(file).catch(() => {}) };
}

export async function latestCrawl(db: Executor): Promise<CrawlRow | null> {
  const [crawl] = await db.select().from(aovCrawls).orderBy(desc(aovCrawls.id)).limit(1);
  return crawl ?? null;
}

/**
 * Approves every staged hero, then every staged skin (judged once the heroes exist), in one
 * transaction: a crawl's new heroes and their skins land together or not at all.
 */
export function approveCrawl(
  db: Database,
): Promise<{ heroes: ApproveResult; skins: ApproveResult }> {
  return db.transaction(async (tx) => ({
    heroes: await approveStagedIn(tx, 'heroes', null),
    skins: await approveStagedIn(tx, 'skins', null),
  }));
}
