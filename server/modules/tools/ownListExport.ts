import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { keysetRows } from '../../lib/export/keyset';
import { registerExportRoute, type ExportSpec } from '../../lib/export/send';
import { currentUser } from '../../plugins/auth';
import { ownListQuery, type OwnListSource } from './ownList';
import { idParams } from '../../../common/schemas/tools';

/** GET /tools/{id}/runs|tasks/export: every one of the caller's own, as the list sorts them. */
export function registerOwnListExport(
  app: FastifyInstance,
  db: Database,
  source: OwnListSource & { path: string; label: string; spec: ExportSpec },
) {
  registerExportRoute(
    app,
    { ...source, tags: ['tools'], read: 'permission.me', params: idParams },
    async (request, query) => {
      const { id: toolId } = request.params as { id: number };
      const owner = { toolId, userId: currentUser(request).id };
      const { sort, column, where } = ownListQuery(source, owner, query);
      return keysetRows(db, {
        table: source.table,
        id: source.id,
        sort: column,
        order: sort.order,
        where,
      });
    },
  );
}
