import { and, eq, getTableColumns, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { AuditRoute } from '../../plugins/audit';
import { notFound } from '../errors';
import type { RestResource, RowScope } from '../restResourceOptions';

export type Row = Record<string, unknown>;

function conditionOf(scope: RowScope): SQL | undefined {
  if (scope && 'anyOf' in scope) return or(...scope.anyOf);
  return scope && 'column' in scope ? eq(scope.column, scope.value) : scope;
}

/**
 * What each of a resource's routes shares: its table, its scope resolved once a request, the
 * row of an `:id` within it, and rows as answers show them (expanded).
 */
export function restContext<TTable extends PgTable>(
  app: FastifyInstance,
  db: Database,
  resource: RestResource<TTable>,
) {
  const table = resource.table as PgTable;
  const columns = getTableColumns(table);
  const scopes = new WeakMap<FastifyRequest, RowScope>();
  const scope = resource.scope;

  const where = (request: FastifyRequest, ...conditions: (SQL | undefined)[]) =>
    and(conditionOf(scopes.get(request)), ...conditions);

  const answer = async (rows: Row[], executor: Executor = db) =>
    resource.expand ? resource.expand(executor, rows) : rows;

  async function findOne(request: FastifyRequest, id: number, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(table)
      .where(where(request, eq(resource.id, id)));
    if (!row) throw notFound();
    return row as Row;
  }

  /**
   * The record of the route's `:id`, or of the id a create's transaction answered, as answers
   * show it, for the audit log; undefined before a create.
   */
  async function recordAsAnswered(executor: Executor, id: unknown) {
    if (typeof id !== 'number') return undefined;
    const rows = await executor.select().from(table).where(eq(resource.id, id));
    return rows.length ? (await answer(rows as Row[], executor))[0]! : null;
  }

  const audit: AuditRoute = {
    snapshot: (request, executor, written) =>
      recordAsAnswered(executor, (request.params as { id?: number }).id ?? written),
  };

  return {
    app,
    api: app.withTypeProvider<ZodTypeProvider>(),
    db,
    resource,
    table,
    columns,
    methods: new Set(resource.methods ?? ['list', 'get', 'create', 'update', 'delete']),
    // A table with `updatedAt` is versioned by it (a trigger moves it forward on every update).
    version: columns.updatedAt as PgColumn | undefined,
    sorts: { id: resource.id, ...resource.sorts } as Record<string, PgColumn>,
    tags: [resource.tag ?? resource.path],
    idParams: z.object({ id: z.coerce.number().int().positive('Mã không hợp lệ') }),
    readConfig: { permission: resource.access.read },
    writeConfig: { permission: resource.access.write ?? resource.access.read, audit },
    audit,
    scopes,
    resolveScope: scope && {
      preHandler: async (request: FastifyRequest) => void scopes.set(request, await scope(request)),
    },
    where,
    answer,
    findOne,
    /** One row as answers show it. */
    answerOne: async (request: FastifyRequest, id: number, executor: Executor = db) =>
      (await answer([await findOne(request, id, executor)], executor))[0]!,
  };
}

export type RestContext = ReturnType<typeof restContext>;
