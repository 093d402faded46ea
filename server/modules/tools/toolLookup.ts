import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ToolType } from '../../../common/tools';
import type { Executor } from '../../db/client';
import { tools } from '../../db/schema';
import { forbidden, notFound, unprocessable } from '../../lib/errors';
import { currentUser, hasPermission } from '../../plugins/auth';

export type ToolRow = typeof tools.$inferSelect;

/** A tool that may run now: of the type asked (when one is), and active. */
export async function runnableTool(db: Executor, id: number, type?: ToolType): Promise<ToolRow> {
  const [tool] = await db.select().from(tools).where(eq(tools.id, id));
  if (!tool || (type && tool.type !== type)) throw notFound('Không tìm thấy công cụ');
  if (!tool.active) {
    throw unprocessable('Công cụ này đang tạm ngừng, không thể chạy', 'TOOL_INACTIVE');
  }
  return tool;
}

/** A run, task or export is its owner's; `tool.all` may open anyone's. */
export function assertOwner(request: FastifyRequest, row: { userId: number } | undefined) {
  if (!row) throw notFound();
  if (row.userId !== currentUser(request).id && !hasPermission(request, 'tool.all')) {
    throw forbidden('Kết quả này thuộc về người dùng khác');
  }
}
