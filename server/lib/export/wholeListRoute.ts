import type { FastifyInstance } from 'fastify';
import { filterWholeList, sortWholeList } from '../../../common/wholeList';
import type { RouteAccess } from '../../plugins/auth';
import { badRequest } from '../errors';
import type { ExportRow } from './columns';
import { registerExportRoute, type ExportSpec } from './send';

/** A short list the API answers whole (config, groups), filtered as the app filters it. */
export interface WholeListExport {
  path: string;
  label: string;
  tags: string[];
  read: RouteAccess;
  spec: ExportSpec;
  rows: () => Promise<ExportRow[]>;
  /** Fields `filter.q` searches, without Vietnamese marks, as the app's list does. */
  search: string[];
  /** Fields a filter may match exactly. */
  filters: string[];
}

/** A whole list's export: the app's filter and sort applied, then written out in one batch. */
export function registerWholeListExport(app: FastifyInstance, list: WholeListExport) {
  registerExportRoute(app, list, async (_request, query) => {
    const unknown = Object.keys(query.filter).filter(
      (key) => key !== 'q' && !list.filters.includes(key),
    );
    if (unknown.length) {
      const message = `Không thể lọc theo: ${unknown.join(', ')}`;
      throw badRequest(message, { filter: message }, 'BAD_FILTER');
    }
    const rows = sortWholeList(
      filterWholeList(await list.rows(), query.filter, list.search),
      query.sort,
    );
    async function* oneBatch() {
      yield rows;
    }
    return { total: rows.length, batches: oneBatch() };
  });
}
