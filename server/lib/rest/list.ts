import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { equalAsRange, indexServes } from '../equalAsRange';
import { registerRestExport } from '../export/restRoute';
import { listOfferOf, sendListPage, type ListSource } from '../listPage';
import { listConditions } from '../restFilters';
import { listQuerySchema, parseListQuery } from '../restQuery';
import { listSortOf } from '../restSort';
import type { RestContext } from './context';
import type { RowScope } from '../restResourceOptions';

/**
 * The parts a scoped page is merged from (see mergedPageIds): each of an `anyOf` scope's, or a
 * column scope's one value when no index leading with it orders the page (a member's orders by
 * payment time, or of one way of settling), so a small scope is read whole and sorted rather
 * than looked for along the sort's index of the whole table, or a filter's (everyone's orders
 * settled by the bank: 1 100 others passed for a member's first page).
 */
function scopeBranches(scoped: RowScope, led: boolean): SQL[] | undefined {
  if (scoped && 'anyOf' in scoped) return scoped.anyOf;
  if (scoped && 'column' in scoped && !led) return [eq(scoped.column, scoped.value)];
  return undefined;
}

/** `GET /{path}`: a page of the rows under the request's scope, filter and sort, and its export. */
export function registerList(context: RestContext) {
  const { api, db, resource, sorts, scopes, where, answer } = context;
  const listSource: ListSource = {
    unit: resource.unit ?? resource.path,
    table: context.table,
    id: resource.id,
    sorts,
    defaultSort: resource.defaultSort,
    skewed: resource.skewed,
  };
  api.get(
    `/${resource.path}`,
    {
      ...context.resolveScope,
      config: {
        ...context.readConfig,
        list: listOfferOf(listSource, [
          'id',
          ...(resource.search?.length ? ['q'] : []),
          ...Object.keys(resource.filters ?? {}),
        ]),
      },
      schema: {
        tags: context.tags,
        summary: `Danh sách ${resource.label} (lọc, sắp xếp, phân trang)`,
        querystring: listQuerySchema,
        response: { 200: z.array(resource.record) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const sort = listSortOf(sorts, query.sort, resource.defaultSort).column;
      const scoped = scopes.get(request);
      const scopeLeads = scoped && 'column' in scoped && indexServes(scoped.column, sort);
      const listed = listConditions(resource, query.filter, sort, !scopeLeads);
      const page = scopeLeads
        ? {
            condition: and(equalAsRange(scoped.column, scoped.value), ...listed.filters)!,
            leading: scoped.column,
          }
        : listed.leading && {
            condition: where(request, ...listed.pageFilters)!,
            leading: listed.leading,
          };
      return answer(
        await sendListPage(db, reply, listSource, query, {
          condition: where(request, ...listed.filters),
          page,
          search: listed.search,
          branches: scopeBranches(scoped, Boolean(scopeLeads || listed.fanOut)),
          branchFilters: and(...listed.filters),
          fanOut: listed.fanOut,
          filtered: listed.filters.length > 0,
        }),
      );
    },
  );

  if (resource.export) {
    registerRestExport(context.app, db, {
      ...resource,
      ...context.resolveScope,
      tags: context.tags,
      read: resource.access.read,
      sorts,
      where,
      spec: resource.export,
    });
  }
}

/** `GET /{path}/:id`: one row, within the request's scope. */
export function registerGetOne(context: RestContext) {
  const { resource } = context;
  context.api.get(
    `/${resource.path}/:id`,
    {
      ...context.resolveScope,
      config: context.readConfig,
      schema: {
        tags: context.tags,
        summary: `Xem một ${resource.label}`,
        params: context.idParams,
        response: { 200: resource.record },
      },
    },
    async (request) => context.answerOne(request, request.params.id),
  );
}
