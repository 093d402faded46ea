// /api/runs, /api/tools
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toolRuns } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { ToolsContext } from './context';
import { imageQuery, RESULT_IMAGE, sendResultImage } from './images';
import { runExport } from './exports';
import { registerOwnList } from './ownList';
import { createRun, runView } from './runs';
import { z } from 'zod';
import { collageRequestSchema, idParams, runViewSchema } from '../../../common/schemas/tools';
import { idempotencyHeaders } from '../../../common/schemas/idempotency';
import { assertOwner, runnableTool } from './toolLookup';

/** ghep-anh: runs composed and charged in one request. */
export function registerRunRoutes(app: FastifyInstance, context: ToolsContext) {
  const { db, dataDir } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tools'];

  api.post(
    '/tools/:id/runs',
    {
      config: { permission: 'permission.me', audit: { resource: 'runs' } },
      schema: {
        tags,
        summary: 'Ghép ảnh (ghep-anh): ghép ngay và trừ BELI trong một yêu cầu',
        params: idParams,
        headers: idempotencyHeaders,
        body: collageRequestSchema,
        response: { 201: z.object({ data: runViewSchema }) },
      },
    },
    async (request, reply) => {
      const tool = await runnableTool(db, request.params.id, 'ghep-anh');
      if (request.body.uploadIds.length) {
        const message =
          'Ghép ảnh chỉ dùng trang phục trong danh mục; ảnh của bạn dùng công cụ nâng cao';
        throw badRequest(message, { uploadIds: message });
      }
      const run = await createRun(context, {
        tool,
        userId: currentUser(request).id,
        idempotencyKey: request.headers['idempotency-key'],
        request: request.body,
      });
      return reply.status(201).send({ data: runView(run) });
    },
  );

  registerOwnList(app, db, {
    unit: 'runs',
    label: 'lần ghép ảnh',
    table: toolRuns,
    record: runViewSchema,
    view: runView,
    export: runExport,
  });

  const ownRun = async (request: Parameters<typeof assertOwner>[0], id: number) => {
    const [run] = await db.select().from(toolRuns).where(eq(toolRuns.id, id));
    assertOwner(request, run);
    return run!;
  };

  api.get(
    '/runs/:id',
    {
      config: { permission: 'permission.me' },
      schema: {
        tags,
        summary: 'Một lần ghép ảnh (của chính mình, hoặc tool.all)',
        params: idParams,
        response: { 200: z.object({ data: runViewSchema }) },
      },
    },
    async (request) => ({ data: runView(await ownRun(request, request.params.id)) }),
  );

  api.get(
    '/runs/:id/image',
    {
      config: { permission: 'permission.me', rawAnswer: RESULT_IMAGE },
      schema: {
        tags,
        summary: 'Ảnh kết quả của một lần ghép (hoặc ảnh thu nhỏ)',
        params: idParams,
        querystring: imageQuery,
      },
    },
    async (request, reply) => {
      const run = await ownRun(request, request.params.id);
      return sendResultImage(reply, dataDir, run.imageFile, request.query, `ghep-anh-${run.id}`);
    },
  );
}
