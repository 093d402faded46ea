import { and, eq, getTableColumns, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Executor } from '../db/client';
import { ApiError, conflict, notFound } from './errors';
import { conflictAnswer, editConflict, ifMatchHeaders, readVersion } from './editVersion';
import { partialInput } from './partialInput';
import { listConditions } from './restFilters';
import { listOfferOf, sendListPage, type ListSource } from './listPage';
import { listQuerySchema, parseListQuery } from './restQuery';
import { listSortOf } from './restSort';
import { equalAsRange, indexServes } from './equalAsRange';
import { registerRestExport } from './export/restRoute';
import type { RestResource, RowScope } from './restResourceOptions';

type Row = Record<string, unknown>;

export type { RestResource, RowScope } from './restResourceOptions';

function conditionOf(scope: RowScope): SQL | undefined {
  if (scope && 'anyOf' in scope) return or(...scope.anyOf);
  return scope && 'column' in scope ? eq(scope.column, scope.value) : scope;
}

/** The unique constraint a database error broke, through Drizzle's wrapping. */
function brokenUnique(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Registers the ra-data-simple-rest routes of one resource: GET list (sort, range, filter,
 * Content-Range), GET one, POST, PUT (partial), DELETE. Filters and sorts are whitelisted:
 * anything else is a 400. Every route declares the access it needs.
 */
export function registerRestResource<TTable extends PgTable>(
  app: FastifyInstance,
  db: Database,
  resource: RestResource<TTable>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const methods = new Set(resource.methods ?? ['list', 'get', 'create', 'update', 'delete']);
  const columns = getTableColumns(resource.table);
  const columnKeys = new Set(Object.keys(columns));
  // A table with `updatedAt` is versioned by it (a trigger moves it forward on every update).
  const version = columns.updatedAt;
  const sorts: Record<string, PgColumn> = { id: resource.id, ...resource.sorts };
  const tags = [resource.tag ?? resource.path];
  const idParams = z.object({ id: z.coerce.number().int().positive('Mã không hợp lệ') });
  const table = resource.table as PgTable;
  const readConfig = { permission: resource.access.read };
  const writeConfig = {
    permission: resource.access.write ?? resource.access.read,
    audit: {
      snapshot: (request: FastifyRequest, executor: Executor, written?: unknown) =>
        recordAsAnswered(executor, (request.params as { id?: number }).id ?? written),
    },
  };
  const listSource: ListSource = {
    unit: resource.unit ?? resource.path,
    table,
    id: resource.id,
    sorts,
    defaultSort: resource.defaultSort,
    skewed: resource.skewed,
  };

  const scopes = new WeakMap<FastifyRequest, RowScope>();
  const scope = resource.scope;
  const resolveScope = scope && {
    preHandler: async (request: FastifyRequest) => void scopes.set(request, await scope(request)),
  };

  function where(request: FastifyRequest, ...conditions: (SQL | undefined)[]) {
    return and(conditionOf(scopes.get(request)), ...conditions);
  }

  const answer = async (rows: Row[], executor: Executor = db) =>
    resource.expand ? resource.expand(executor, rows) : rows;

  /**
   * The record of the route's `:id`, or of the id a create's transaction answered, as answers
   * show it, for the audit log; undefined before a create.
   */
  async function recordAsAnswered(executor: Executor, id: unknown) {
    if (typeof id !== 'number') return undefined;
    const rows = await executor.select().from(table).where(eq(resource.id, id));
    return rows.length ? (await answer(rows as Row[], executor))[0]! : null;
  }

  async function findOne(request: FastifyRequest, id: number, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(table)
      .where(where(request, eq(resource.id, id)));
    if (!row) throw notFound();
    return row as Row;
  }

  if (methods.has('list')) {
    api.get(
      `/${resource.path}`,
      {
        ...resolveScope,
        config: {
          ...readConfig,
          list: listOfferOf(listSource, [
            'id',
            ...(resource.search?.length ? ['q'] : []),
            ...Object.keys(resource.filters ?? {}),
          ]),
        },
        schema: {
          tags,
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
            branches: scoped && 'anyOf' in scoped ? scoped.anyOf : undefined,
            fanOut: listed.fanOut,
            filtered: listed.filters.length > 0,
          }),
        );
      },
    );
  }

  if (methods.has('list') && resource.export) {
    registerRestExport(app, db, {
      ...resource,
      ...resolveScope,
      tags,
      read: resource.access.read,
      sorts,
      where,
      spec: resource.export,
    });
  }

  if (methods.has('get')) {
    api.get(
      `/${resource.path}/:id`,
      {
        ...resolveScope,
        config: readConfig,
        schema: {
          tags,
          summary: `Xem một ${resource.label}`,
          params: idParams,
          response: { 200: resource.record },
        },
      },
      async (request) => (await answer([await findOne(request, request.params.id)]))[0]!,
    );
  }

  if (!resource.access.write || !resource.input) return;
  const input = resource.input;
  const updateInput = resource.updateInput ?? input;
  // Only input fields that are columns are written; the rest is for afterWrite.
  const columnsOf = (body: Row, shape: z.ZodRawShape) =>
    Object.fromEntries(Object.entries(body).filter(([k]) => k in shape && columnKeys.has(k)));
  // react-admin sends the whole record back on edit: read-only fields are tolerated, not saved.
  const readOnly = Object.fromEntries(
    Object.keys(resource.record.shape)
      .filter((k) => !(k in updateInput.shape))
      .map((k) => [k, z.unknown().optional()]),
  );
  const updateBody = partialInput(updateInput).extend(readOnly).strict();

  async function save(request: FastifyRequest, body: Row, id: number | null) {
    const shape = id === null ? input.shape : updateInput.shape;
    const values = { ...columnsOf(body, shape), ...resource.stamp?.(request) };
    const readAt = version && readVersion(request.headers);
    const savedId = await db
      .transaction(async (tx) => {
        let rowId = id;
        if (rowId === null) {
          const [created] = await tx.insert(table).values(values).returning({ id: resource.id });
          rowId = created!.id as number;
        } else {
          await findOne(request, rowId, tx);
          if (version) {
            // One conditional statement: of two edits from one version, the second finds the
            // row changed once the first commits, and saves nothing.
            const saved = await tx
              .update(table)
              .set({ ...values, updatedAt: new Date() })
              .where(and(eq(resource.id, rowId), readAt && eq(version, readAt)))
              .returning({ id: resource.id });
            if (!saved.length)
              throw editConflict((await answer([await findOne(request, rowId, tx)], tx))[0]);
          } else if (Object.keys(values).length) {
            await tx.update(table).set(values).where(eq(resource.id, rowId));
          }
        }
        await resource.afterWrite?.(tx, rowId, body, request);
        return rowId;
      })
      .catch((error: unknown) => {
        const known = resource.unique?.[brokenUnique(error) ?? ''];
        if (!known) throw error;
        throw new ApiError(409, 'DUPLICATE', known.message, { [known.field]: known.message });
      });
    return (await answer([await findOne(request, savedId)]))[0]!;
  }

  if (methods.has('create')) {
    api.post(
      `/${resource.path}`,
      {
        ...resolveScope,
        config: writeConfig,
        schema: {
          tags,
          summary: `Tạo ${resource.label}`,
          body: input.strict(),
          response: { 201: resource.record },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await save(request, request.body as Row, null)),
    );
  }

  if (methods.has('update')) {
    api.put(
      `/${resource.path}/:id`,
      {
        ...resolveScope,
        config: writeConfig,
        schema: {
          tags,
          summary: `Sửa ${resource.label} (chỉ các trường gửi lên)`,
          params: idParams,
          ...(version && { headers: ifMatchHeaders }),
          body: updateBody,
          response: { 200: resource.record, 409: conflictAnswer(resource.record) },
        },
      },
      async (request) => save(request, request.body as Row, request.params.id),
    );
  }

  if (methods.has('delete')) {
    api.delete(
      `/${resource.path}/:id`,
      {
        ...resolveScope,
        config: writeConfig,
        schema: {
          tags,
          summary: `Xóa ${resource.label}`,
          params: idParams,
          response: { 200: resource.record },
        },
      },
      async (request) => {
        return db.transaction(async (tx) => {
          const [row] = await answer([await findOne(request, request.params.id, tx)], tx);
          const reason = await resource.inUse?.(tx, request.params.id);
          if (reason) throw conflict(reason, 'IN_USE');
          await tx.delete(table).where(where(request, eq(resource.id, request.params.id)));
          return row!;
        });
      },
    );
  }
}
