// /api/staging/crawl
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { PERMISSIONS } from '../../../../common/permissions';
import { ApiError, badRequest, forbidden, unprocessable } from '../../../lib/errors';
import { currentUser, hasPermission } from '../../../plugins/auth';
import { readConfigValue } from '../../config';
import type { ModuleRoutes } from '../../types';
import { startCrawlQueue } from './queue';
import type { CrawlRow } from './run';
import { approveCrawl, insertCrawl, keepCrawlFile, latestCrawl } from './service';
import type { FetchPolicy } from './source';
import { startCrawlSchedule } from './schedule';

/** A ZIP of a CSV and its pictures: about 1 600 skins' cards and splashes fit with room. */
export const MAX_CRAWL_FILE_BYTES = 512 * 1024 * 1024;
const TOO_LARGE = 'Tệp không được lớn hơn 512 MB';

const counts = z.object({
  total: z.number(),
  new: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  error: z.number(),
});
const crawlView = z.object({
  id: z.number(),
  source: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  picturesTotal: z.number(),
  picturesDone: z.number(),
  error: z.string().nullable(),
  outcome: z
    .object({
      heroes: counts,
      skins: counts,
      pictureErrors: z.number(),
      gone: z.array(z.object({ slug: z.string(), name: z.string(), hero: z.string() })),
    })
    .nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
const approveCounts = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
});

const viewOf = (crawl: CrawlRow) => ({
  id: crawl.id,
  source: crawl.source,
  status: crawl.status,
  picturesTotal: crawl.picturesTotal,
  picturesDone: crawl.picturesDone,
  error: crawl.error,
  outcome: crawl.outcome,
  createdAt: crawl.createdAt.toISOString(),
  finishedAt: crawl.finishedAt?.toISOString() ?? null,
});

/**
 * The crawl of a whole dataset (heroes, skins and their pictures) into the staging area: from a
 * URL or an uploaded file, run by a job; its progress and outcome; approving all it staged.
 * `policy` says which addresses its fetches may reach (public ones only, unless a test says so).
 */
export const crawlRoutes =
  (policy: FetchPolicy): ModuleRoutes =>
  async (app, { db, env }) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_CRAWL_FILE_BYTES, files: 1, fields: 0 },
    });
    const context = { db, dataDir: env.DATA_DIR, policy };
    const queue = await startCrawlQueue(app, env, context);
    await startCrawlSchedule(app, env, context);
    const config = { permission: PERMISSIONS.aovSkinCreate };
    const tags = ['aov staging'];
    const started = { 202: z.object({ data: crawlView }) };

    app.get(
      '/staging/crawl',
      {
        config,
        schema: {
          tags,
          summary: 'Lần lấy dữ liệu gần nhất: tiến độ (ảnh đã lấy trên tổng số) và kết quả',
          response: { 200: z.object({ data: crawlView.nullable() }) },
        },
      },
      async () => {
        const crawl = await latestCrawl(db);
        return { data: crawl && viewOf(crawl) };
      },
    );

    app.post(
      '/staging/crawl',
      {
        config,
        schema: {
          tags,
          summary: 'Lấy bộ dữ liệu tướng và trang phục (dạng heroes.json) cùng ảnh vào vùng tạm',
          body: z.object({ url: z.string().max(2048).optional() }).strict(),
          response: started,
        },
      },
      async (request, reply) => {
        const url = request.body.url?.trim() || (await readConfigValue(db, 'AOV_CRAWL_URL'));
        if (!url) {
          throw unprocessable(
            'Chưa nhập địa chỉ nguồn, cũng chưa cấu hình AOV_CRAWL_URL',
            'CRAWL_URL_MISSING',
          );
        }
        if (!/^https?:\/\//i.test(url)) {
          throw badRequest('Địa chỉ nguồn phải bắt đầu bằng http:// hoặc https://', {
            url: 'Địa chỉ không hợp lệ',
          });
        }
        const crawl = await insertCrawl(db, { source: url, startedBy: currentUser(request).id });
        await queue.send(crawl);
        return reply.code(202).send({ data: viewOf(crawl) });
      },
    );

    app.post(
      '/staging/crawl/upload',
      {
        config,
        schema: {
          tags,
          summary: 'Tải lên bộ dữ liệu (JSON dạng heroes.json, hoặc ZIP gồm một CSV và các ảnh)',
          consumes: ['multipart/form-data'],
          response: started,
        },
      },
      async (request, reply) => {
        const part = await request.file().catch(() => undefined);
        if (!part) throw badRequest('Hãy chọn một tệp để tải lên', { file: 'Chưa chọn tệp' });
        const kept = await keepCrawlFile(env.DATA_DIR, async (file) => {
          await pipeline(part.file, createWriteStream(file));
          if (part.file.truncated) {
            throw new ApiError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE, { file: TOO_LARGE });
          }
        });
        try {
          const crawl = await insertCrawl(db, {
            source: part.filename || 'tệp tải lên',
            file: kept.name,
            startedBy: currentUser(request).id,
          });
          await queue.send(crawl);
          return await reply.code(202).send({ data: viewOf(crawl) });
        } catch (error) {
          await kept.remove();
          throw error;
        }
      },
    );

    app.post(
      '/staging/crawl/approve',
      {
        config,
        schema: {
          tags,
          summary: 'Đưa mọi tướng rồi mọi trang phục trong vùng tạm vào danh mục (một giao dịch)',
          response: {
            200: z.object({ data: z.object({ heroes: approveCounts, skins: approveCounts }) }),
          },
        },
      },
      async (request) => {
        if (!hasPermission(request, PERMISSIONS.aovHeroCreate)) throw forbidden();
        return { data: await approveCrawl(db) };
      },
    );
  };
