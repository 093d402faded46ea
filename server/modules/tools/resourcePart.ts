import { eq } from 'drizzle-orm';
import { toolOptionsRecord, toolOptionsSchema } from '../../../common/schemas/tools';
import { tools } from '../../db/schema';
import type { ServerPart } from '../../lib/resources/registerDefinition';
import { hasPermission } from '../../plugins/auth';
import { toolInUse } from './toolUsage';

/** What the tools' definition (common/resources/tools.ts) cannot say as data. */
export const toolResourcePart: ServerPart = {
  // Members read the tools they may run; `tool.all` reads every one.
  scope: (request) => (hasPermission(request, 'tool.all') ? undefined : eq(tools.active, true)),
  input: { options: toolOptionsSchema },
  record: { options: toolOptionsRecord },
  inUse: toolInUse,
};
