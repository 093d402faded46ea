// /api/tools/usage
import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INT4_MAX } from '../../../common/schemas/ids';
import { toolUsageQuery, toolUsageView } from '../../../common/schemas/tools';
import type { Database } from '../../db/client';
import { toolRuns, toolTasks } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/**
 * How many runs and tasks these tools (every tool without `ids`) have together, each one a
 * line of someone's history.
 */
export async function toolUsage(db: Database, ids?: number[]) {
  // One after the other: PGlite's one connection takes a query at a time.
  const [runs] = await db
    .select({ count: count() })
    .from(toolRuns)
    .where(ids && inArray(toolRuns.toolId, ids));
  const [tasks] = await db
    .select({ count: count() })
    .from(toolTasks)
    .where(ids && inArray(toolTasks.toolId, ids));
  return { runs: runs?.count ?? 0, tasks: tasks?.count ?? 0 };
}

/**
 * A tool with runs or tasks is never deleted: they, their charges in the ledger and the
 * members' histories name it. It can be switched off instead.
 */
export async function toolInUse(db: Database, id: number) {
  const { runs, tasks } = await toolUsage(db, [id]);
  if (!runs && !tasks) return undefined;
  return `Công cụ này đã có ${runs} lượt chạy và ${tasks} tác vụ, còn trong lịch sử và sổ cái nên không xóa được: hãy tắt công cụ thay vì xóa`;
}

/** GET /tools/usage?ids=1,2 for the admin's delete dialog: how many runs and tasks use them. */
export function registerToolUsageRoute(app: FastifyInstance, db: Database) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/tools/usage',
    {
      config: { permission: 'tool.all' },
      schema: {
        tags: ['tools'],
        summary: 'Số lượt chạy và tác vụ của các công cụ (công cụ đã được dùng thì không xóa được)',
        querystring: toolUsageQuery,
        response: { 200: z.object({ data: toolUsageView }) },
      },
    },
    async (request) => {
      const given = request.query.ids;
      const ids = given === undefined ? undefined : [...new Set(given.split(',').map(Number))];
      if (ids?.some((id) => id < 1 || id > INT4_MAX)) {
        const message = 'Mã công cụ không hợp lệ';
        throw badRequest(message, { ids: message });
      }
      return { data: await toolUsage(db, ids) };
    },
  );
}
