// /api/config
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import { conflictAnswer, ifMatchHeaders, readVersion } from '../../lib/editVersion';
import { registerWholeListExport } from '../../lib/export/wholeListRoute';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { entryAsAudited } from './auditSnapshot';
import { configExport } from './exports';
import { keyParams, privateEntry, publicEntry, writeBody } from '../../../common/schemas/config';
import { deleteEntry, getEntry, listEntries, writeEntry, type Visibility } from './service';

const TAGS = ['config'];

export const configRoutes: ModuleRoutes = async (app, { db }) => {
  const audit = { snapshot: entryAsAudited };
  registerWholeListExport(app, configExport(db));

  app.get(
    '/config/public/all',
    {
      config: { permission: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Mọi cấu hình công khai (không cần đăng nhập)',
        response: { 200: z.object({ data: z.array(publicEntry) }) },
      },
    },
    async () => ({ data: await listEntries(db, 'public') }),
  );

  app.get(
    '/config/public/:key',
    {
      config: { permission: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Một cấu hình công khai; data.value là giá trị',
        params: keyParams,
        response: { 200: z.object({ data: publicEntry }) },
      },
    },
    async (request) => ({ data: await getEntry(db, request.params.key, 'public') }),
  );

  app.get(
    '/config/private/all',
    {
      config: { permission: PERMISSIONS.configPrivateAll },
      schema: {
        tags: TAGS,
        summary: 'Mọi cấu hình, công khai và riêng tư (isPublic cho biết loại)',
        response: { 200: z.object({ data: z.array(privateEntry) }) },
      },
    },
    async () => ({ data: await listEntries(db, 'private') }),
  );

  app.get(
    '/config/private/:key',
    {
      config: { permission: PERMISSIONS.configPrivateAll },
      schema: {
        tags: TAGS,
        summary: 'Một cấu hình bất kỳ; data.value là giá trị',
        params: keyParams,
        response: { 200: z.object({ data: privateEntry }) },
      },
    },
    async (request) => ({ data: await getEntry(db, request.params.key, 'private') }),
  );

  app.delete(
    '/config/private/:key',
    {
      config: { permission: PERMISSIONS.configPrivateAll, audit },
      schema: {
        tags: TAGS,
        summary: 'Xóa một cấu hình cổng không dùng (công khai hoặc riêng tư)',
        description: 'Khóa cổng đang đọc (các khóa đã biết) trả về 409 IN_USE.',
        params: keyParams,
        response: { 200: z.object({ data: z.object({ key: z.string() }) }) },
      },
    },
    async (request) => {
      await db.transaction((tx) => deleteEntry(tx, request.params.key));
      return { data: { key: request.params.key } };
    },
  );

  for (const visibility of ['public', 'private'] as const satisfies Visibility[]) {
    app.post(
      `/config/${visibility}/:key`,
      {
        config: { permission: PERMISSIONS.configPrivateAll, audit },
        schema: {
          tags: TAGS,
          summary: `Tạo hoặc thay giá trị một cấu hình ${visibility === 'public' ? 'công khai' : 'riêng tư'}`,
          description:
            'value: chuỗi, số, true/false, mảng hoặc đối tượng JSON, tối đa 64 KB. Khóa đã biết được ' +
            'kiểm tra theo kiểu của nó; khóa *_URL phải là địa chỉ http(s), *_EMAIL phải là e-mail.',
          params: keyParams,
          headers: ifMatchHeaders,
          body: writeBody,
          response: { 200: z.object({ data: privateEntry }), 409: conflictAnswer(privateEntry) },
        },
      },
      async (request) => ({
        data: await db.transaction((tx) =>
          writeEntry(tx, request.params.key, visibility, request.body, {
            userId: currentUser(request).id,
            readAt: readVersion(request.headers),
          }),
        ),
      }),
    );
  }
};
