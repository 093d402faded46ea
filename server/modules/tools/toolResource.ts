// /api/tools
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { tools } from '../../db/schema';
import { registerRestResource } from '../../lib/restResource';
import { hasPermission } from '../../plugins/auth';
import { toolExport } from './exports';
import { registerToolUsageRoute, toolInUse } from './toolUsage';
import { toolInput, toolRecord } from '../../../common/schemas/tools';

/** /api/tools: every signed-in user reads the active tools; `tool.all` reads and writes all. */
export function registerToolResource(app: FastifyInstance, db: Database): void {
  registerToolUsageRoute(app, db);
  registerRestResource(app, db, {
    path: 'tools',
    label: 'công cụ',
    table: tools,
    id: tools.id,
    access: { read: 'permission.me', write: 'tool.all' },
    record: toolRecord,
    input: toolInput,
    search: [tools.name, tools.description],
    filters: { type: tools.type, active: tools.active },
    sorts: { name: tools.name, price: tools.price, type: tools.type, createdAt: tools.createdAt },
    scope: (request) => (hasPermission(request, 'tool.all') ? undefined : eq(tools.active, true)),
    inUse: toolInUse,
    tag: 'tools',
    export: toolExport,
  });
}
