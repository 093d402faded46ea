// /api/staging/{tags|heroes|skins}
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { CRAWL_URL_KEYS, STAGING_KINDS } from '../../../../common/aov';
import { lineText, multilineText } from '../../../../common/schemas/text';
import { unprocessable } from '../../../lib/errors';
import { readConfigValue } from '../../config';
import { readOneFile } from '../../../lib/multipartFile';
import { safeFetch } from '../../../lib/safeFetch';
import type { ModuleRoutes } from '../../types';
import { registerWholeListExport } from '../../../lib/export/wholeListRoute';
import { stagingExport } from './exports';
import { STAGING } from './kinds';
import { MAX_IMPORT_BYTES, parseImportFile } from './parseFile';
import { approveStaged, discardStaged, editStaged, listStaged, stageRows } from './service';

const FETCH_TIMEOUT_MS = 10_000;

const cell = z.union([multilineText().max(2000), z.number(), z.boolean(), z.null()]);
const editBody = z
  .object({
    data: z.record(lineText().max(50), z.union([cell, z.array(lineText().max(100)).max(50)])),
  })
  .strict();
const idsBody = z
  .object({
    ids: z
      .array(z.number().int().positive(), 'Hãy chọn các dòng')
      .min(1, 'Hãy chọn ít nhất một dòng')
      .max(5000),
  })
  .strict();
const idParams = z.object({ id: z.coerce.number().int().positive('Mã không hợp lệ') });

const summary = z.object({
  total: z.number(),
  new: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  error: z.number(),
  errors: z.array(z.object({ line: z.number(), errors: z.record(z.string(), z.string()) })),
});
const stagedRow = z.object({
  id: z.number(),
  line: z.number(),
  data: z.record(z.string(), z.unknown()),
  status: z.enum(['new', 'changed', 'unchanged', 'error']),
  errors: z.record(z.string(), z.string()).nullable(),
  values: z.record(z.string(), z.unknown()).nullable(),
  current: z.record(z.string(), z.unknown()).nullable(),
  changes: z.array(z.string()),
});

/** The crawl staging area (`temp`) of tags, heroes and skins: import, list, edit, approve, discard. */
export const stagingRoutes: ModuleRoutes = async (app, { db }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 0 } });

  for (const kind of STAGING_KINDS) {
    const base = `/staging/${kind}`;
    const config = { permission: STAGING[kind].permission };
    const tags = ['aov staging'];
    registerWholeListExport(app, stagingExport(db, kind));

    app.get(
      base,
      {
        config,
        schema: {
          tags,
          summary: 'Các dòng trong vùng tạm, so với danh mục (mới, thay đổi, không đổi)',
          response: { 200: z.object({ data: z.array(stagedRow) }) },
        },
      },
      async () => ({ data: await listStaged(db, kind) }),
    );

    app.post(
      `${base}/import`,
      {
        config,
        schema: {
          tags,
          summary: 'Nhập tệp JSON hoặc CSV vào vùng tạm (thay cho lần nhập trước)',
          consumes: ['multipart/form-data'],
          response: { 200: z.object({ data: summary }) },
        },
      },
      async (request) => {
        const bytes = await readOneFile(request, 'Tệp không được lớn hơn 2 MB');
        return { data: await stageRows(db, kind, parseImportFile(bytes, kind)) };
      },
    );

    app.post(
      `${base}/fetch`,
      {
        config,
        schema: {
          tags,
          summary: `Lấy dữ liệu từ địa chỉ trong cấu hình ${CRAWL_URL_KEYS[kind]} vào vùng tạm`,
          response: { 200: z.object({ data: summary }) },
        },
      },
      async () => {
        const url = await readConfigValue(db, CRAWL_URL_KEYS[kind]);
        if (!url) {
          throw unprocessable(
            `Chưa cấu hình địa chỉ nguồn (${CRAWL_URL_KEYS[kind]})`,
            'CRAWL_URL_MISSING',
          );
        }
        const bytes = await safeFetch(url, {
          maxBytes: MAX_IMPORT_BYTES,
          timeoutMs: FETCH_TIMEOUT_MS,
        });
        return { data: await stageRows(db, kind, parseImportFile(bytes, kind)) };
      },
    );

    app.put(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'Sửa một dòng trong vùng tạm trước khi duyệt',
          params: idParams,
          body: editBody,
          response: { 200: z.object({ data: stagedRow }) },
        },
      },
      async (request) => ({
        data: await db.transaction((tx) =>
          editStaged(tx, kind, request.params.id, request.body.data),
        ),
      }),
    );

    app.post(
      `${base}/approve`,
      {
        config,
        schema: {
          tags,
          summary: 'Đưa các dòng đã chọn vào danh mục (một giao dịch)',
          body: idsBody,
          response: {
            200: z.object({
              data: z.object({
                created: z.number(),
                updated: z.number(),
                unchanged: z.number(),
                skipped: z.number(),
              }),
            }),
          },
        },
      },
      async (request) => ({ data: await approveStaged(db, kind, request.body.ids) }),
    );

    app.post(
      `${base}/discard`,
      {
        config,
        schema: {
          tags,
          summary: 'Bỏ các dòng đã chọn khỏi vùng tạm',
          body: idsBody,
          response: { 200: z.object({ data: z.object({ discarded: z.number() }) }) },
        },
      },
      async (request) => ({
        data: await db.transaction(async (tx) => ({
          discarded: await discardStaged(tx, kind, request.body.ids),
        })),
      }),
    );
  }
};
