import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';

export interface CrawlView {
  id: number;
  status: 'running' | 'done' | 'failed';
  picturesTotal: number;
  picturesDone: number;
  error: string | null;
  outcome: {
    heroes: Record<string, number>;
    skins: Record<string, number>;
    pictureErrors: number;
    gone: { slug: string; name: string; hero: string }[];
  } | null;
}

export const latestCrawl = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await app.inject({ url: '/api/staging/crawl', headers })).json().data as CrawlView | null;

/** The crawl once it is over, polled as the staging screen does. */
export async function finishedCrawl(
  app: FastifyInstance,
  headers: Record<string, string>,
  timeout = 60_000,
): Promise<CrawlView> {
  await expect
    .poll(async () => (await latestCrawl(app, headers))?.status, { timeout, interval: 200 })
    .not.toBe('running');
  return (await latestCrawl(app, headers))!;
}

export interface StagedView {
  id: number;
  line: number;
  status: string;
  data: Record<string, unknown>;
  errors: Record<string, string> | null;
  values: Record<string, unknown> | null;
  changes: string[];
}

export const stagedRows = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  kind: 'heroes' | 'skins',
) => (await app.inject({ url: `/api/staging/${kind}`, headers })).json().data as StagedView[];

export const statusCounts = (rows: StagedView[]) =>
  rows.reduce<Record<string, number>>((all, row) => {
    all[row.status] = (all[row.status] ?? 0) + 1;
    return all;
  }, {});
