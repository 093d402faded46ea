// /api/tasks, /api/tools
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toolTasks } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { ToolsContext } from './context';
import { imageQuery, RESULT_IMAGE, sendResultImage } from './images';
import { taskExport } from './exports';
import { registerOwnList } from './ownList';
import { z } from 'zod';
import { collageRequestSchema, idParams, taskViewSchema } from '../../../common/schemas/tools';
import { idempotencyHeaders } from '../../../common/schemas/idempotency';
import { createTask, taskView } from './tasks';
import { assertOwner, runnableTool } from './toolLookup';

const oneTask = z.object({ data: taskViewSchema });

/** ghep-anh-2: tasks charged and queued, composed by the worker, followed live. */
export function registerTaskRoutes(
  app: FastifyInstance,
  { db, dataDir, queue, wakeWorker, freeRouteLimit, holdMinutes }: ToolsContext,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tools'];
  // A task is the member's, not the tool's: its events are the task's.
  const submit = {
    config: { permission: 'permission.me' as const, audit: { resource: 'tasks' } },
  };

  api.post(
    '/tools/:id/tasks',
    {
      ...submit,
      schema: {
        tags,
        summary: 'Tạo tác vụ ghép ảnh (ghep-anh-2): trừ BELI và xếp hàng',
        params: idParams,
        headers: idempotencyHeaders,
        body: collageRequestSchema,
        response: { 201: oneTask },
      },
    },
    async (request, reply) => {
      const task = await createTask(db, dataDir, queue, {
        tool: await runnableTool(db, request.params.id, 'ghep-anh-2'),
        userId: currentUser(request).id,
        idempotencyKey: request.headers['idempotency-key'],
        request: request.body,
        free: false,
        holdMinutes,
      });
      wakeWorker(false);
      return reply.status(201).send({ data: taskView(task) });
    },
  );

  // test1: a free, watermarked task on the generated sample pictures, through the same queue.
  api.post(
    '/tools/:id/sample-tasks',
    {
      config: { ...submit.config, rateLimit: freeRouteLimit },
      schema: {
        tags,
        summary: 'Tác vụ thử miễn phí (test1) trên ảnh mẫu, có đóng dấu',
        params: idParams,
        headers: idempotencyHeaders,
        response: { 201: oneTask },
      },
    },
    async (request, reply) => {
      const task = await createTask(db, dataDir, queue, {
        tool: await runnableTool(db, request.params.id, 'ghep-anh-2'),
        userId: currentUser(request).id,
        idempotencyKey: request.headers['idempotency-key'],
        request: { skinIds: [], uploadIds: [], options: { captions: true }, sample: true },
        free: true,
        holdMinutes,
      });
      wakeWorker(true);
      return reply.status(201).send({ data: taskView(task) });
    },
  );

  registerOwnList(app, db, {
    unit: 'tasks',
    label: 'tác vụ',
    table: toolTasks,
    record: taskViewSchema,
    view: taskView,
    export: taskExport,
  });

  const ownTask = async (request: FastifyRequest, id: number) => {
    const [task] = await db.select().from(toolTasks).where(eq(toolTasks.id, id));
    assertOwner(request, task);
    return task!;
  };

  api.get(
    '/tasks/:id',
    {
      ...submit,
      schema: {
        tags,
        summary: 'Một tác vụ: trạng thái, tiến độ 0–100 và kết quả',
        params: idParams,
        response: { 200: oneTask },
      },
    },
    async (request) => ({ data: taskView(await ownTask(request, request.params.id)) }),
  );

  api.get(
    '/tasks/:id/image',
    {
      config: { ...submit.config, rawAnswer: RESULT_IMAGE },
      schema: {
        tags,
        summary: 'Ảnh kết quả của một tác vụ (hoặc ảnh thu nhỏ)',
        params: idParams,
        querystring: imageQuery,
      },
    },
    async (request, reply) => {
      const task = await ownTask(request, request.params.id);
      if (!task.imageFile) throw notFound('Tác vụ chưa có ảnh kết quả');
      const name = `ghep-anh-2-${task.id}`;
      return sendResultImage(reply, dataDir, task.imageFile, request.query, name);
    },
  );
}
