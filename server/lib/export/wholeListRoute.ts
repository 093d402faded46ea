import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { filterWholeList, sortWholeList } from '../../../common/wholeList';
import type { RouteAccess } from '../../plugins/auth';
import { badRequest } from '../errors';
import { parseListQuery } from '../restQuery';
import type { ExportRow } from './columns';
import { EXPORT_ANSWER, exportQuerySchema, sendExport, type ExportSpec } from './send';

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

/** GET /{path}/export for a whole list: the app's filter and sort applied, then written out. */
export function registerWholeListExport(app: FastifyInstance, list: WholeListExport) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${list.path}/export`,
    {
      config: { permission: list.read, rawAnswer: EXPORT_ANSWER },
      schema: {
        tags: list.tags,
        summary: `Xuất mọi ${list.label} theo bộ lọc (CSV hoặc Excel)`,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
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
      return sendExport(reply, list.spec, request.query.format, rows.length, oneBatch());
    },
  );
}
