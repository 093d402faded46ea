import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { conflictAnswer, editConflict, ifMatchHeaders, readVersion } from '../editVersion';
import { ApiError, conflict } from '../errors';
import { partialInput } from '../partialInput';
import type { RestContext, Row } from './context';

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
 * Saves a create (`id` null) or an edit, its `afterWrite` in the same transaction: an edit from
 * an older version than the row's is refused (409 `EDIT_CONFLICT`), a taken unique value answered
 * with its message under the field.
 */
function saver(context: RestContext, input: z.ZodObject, updateInput: z.ZodObject) {
  const { db, resource, table, version, findOne } = context;
  const columnKeys = new Set(Object.keys(context.columns));
  // Only input fields that are columns are written; the rest is for afterWrite.
  const columnsOf = (body: Row, shape: z.ZodRawShape) =>
    Object.fromEntries(Object.entries(body).filter(([k]) => k in shape && columnKeys.has(k)));

  async function update(tx: Transaction, request: FastifyRequest, id: number, values: Row) {
    await findOne(request, id, tx);
    if (!version) {
      if (Object.keys(values).length) await tx.update(table).set(values).where(eq(resource.id, id));
      return;
    }
    // One conditional statement: of two edits from one version, the second finds the row
    // changed once the first commits, and saves nothing.
    const readAt = readVersion(request.headers);
    const saved = await tx
      .update(table)
      .set({ ...values, updatedAt: new Date() })
      // The API answers a version in milliseconds; a row written in SQL may hold microseconds.
      .where(
        and(
          eq(resource.id, id),
          readAt &&
            sql`date_trunc('milliseconds', ${version}) = ${readAt.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: resource.id });
    if (!saved.length) throw editConflict(await context.answerOne(request, id, tx));
  }

  return async function save(request: FastifyRequest, body: Row, id: number | null) {
    const shape = id === null ? input.shape : updateInput.shape;
    const values = { ...columnsOf(body, shape), ...resource.stamp?.(request) };
    const savedId = await db
      .transaction(async (tx) => {
        let rowId = id;
        if (rowId === null) {
          const [created] = await tx.insert(table).values(values).returning({ id: resource.id });
          rowId = created!.id as number;
        } else {
          await update(tx, request, rowId, values);
        }
        await resource.afterWrite?.(tx, rowId, body, request);
        return rowId;
      })
      .catch((error: unknown) => {
        const known = resource.unique?.[brokenUnique(error) ?? ''];
        if (!known) throw error;
        throw new ApiError(409, 'DUPLICATE', known.message, { [known.field]: known.message });
      });
    return context.answerOne(request, savedId);
  };
}

/** `POST /{path}`, `PUT /{path}/:id` (partial) and `DELETE /{path}/:id`, as its methods say. */
export function registerWrites(context: RestContext, input: z.ZodObject) {
  const { api, resource, methods, tags, idParams, writeConfig } = context;
  const updateInput = resource.updateInput ?? input;
  const save = saver(context, input, updateInput);
  const route = { ...context.resolveScope, config: writeConfig };

  if (methods.has('create')) {
    api.post(
      `/${resource.path}`,
      {
        ...route,
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
    // react-admin sends the whole record back on edit: read-only fields are tolerated, not saved.
    const readOnly = Object.fromEntries(
      Object.keys(resource.record.shape)
        .filter((k) => !(k in updateInput.shape))
        .map((k) => [k, z.unknown().optional()]),
    );
    api.put(
      `/${resource.path}/:id`,
      {
        ...route,
        schema: {
          tags,
          summary: `Sửa ${resource.label} (chỉ các trường gửi lên)`,
          params: idParams,
          ...(context.version && { headers: ifMatchHeaders }),
          body: partialInput(updateInput).extend(readOnly).strict(),
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
        ...route,
        schema: {
          tags,
          summary: `Xóa ${resource.label}`,
          params: idParams,
          response: { 200: resource.record },
        },
      },
      async (request) =>
        context.db.transaction(async (tx) => {
          const row = await context.answerOne(request, request.params.id, tx);
          const reason = await resource.inUse?.(tx, request.params.id);
          if (reason) throw conflict(reason, 'IN_USE');
          await tx
            .delete(context.table)
            .where(context.where(request, eq(resource.id, request.params.id)));
          return row;
        }),
    );
  }
}
