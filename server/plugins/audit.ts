import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { recordAuditEvent } from '../lib/audit/record';

/** What a route adds to its audit events (`config.audit`); every write is recorded without it. */
export interface AuditRoute {
  /**
   * The written record's values as they stand, read before the write and again after it;
   * undefined when the request names no record yet (a create), so its answer is kept instead.
   */
  snapshot?: (request: FastifyRequest) => Promise<unknown>;
  /** A public route whose writes are recorded all the same, as the system's (the bank's webhook). */
  asSystem?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditRoute;
  }
}

interface Pending {
  before: unknown;
  answer?: unknown;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write to /api that is not public, and the public ones a route asks for. */
function audited(request: FastifyRequest): boolean {
  const { url, config } = request.routeOptions;
  if (!WRITES.has(request.method) || !url?.startsWith('/api/')) return false;
  return config.permission !== 'public' || config.audit?.asSystem === true;
}

/** `/api/permissions/group/:groupId/permission/:permissionId` → `permissions/group`. */
export const resourceOfRoute = (url: string) =>
  url
    .replace(/^\/api\//, '')
    .split('/:')[0]!
    .replace(/\/$/, '');

const idOf = (value: unknown): string | null => {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
};

/** What an answer says of the record: the record itself, or the `data` an action wraps it in. */
const valuesOf = (answer: unknown) =>
  answer !== null && typeof answer === 'object' && 'data' in answer ? answer.data : answer;

/** The route's first parameter, or the id of what a create answered. */
function recordIdOf(request: FastifyRequest, values: unknown): string | null {
  const [first] = Object.values((request.params ?? {}) as Record<string, unknown>);
  return first === undefined ? idOf(values) : String(first);
}

/**
 * The audit log's one way in for requests: each successful write records one event once its
 * answer is ready, with the actor, the client's address (TRUST_PROXY's view), the request id,
 * and the record before and after. A refused write records nothing, as it changed nothing.
 */
export const auditPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  const pending = new WeakMap<FastifyRequest, Pending>();

  app.addHook('preHandler', async (request) => {
    if (!audited(request)) return;
    const before = await request.routeOptions.config.audit?.snapshot?.(request);
    pending.set(request, { before: before ?? null });
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    const state = pending.get(request);
    if (state) state.answer = valuesOf(payload);
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = pending.get(request);
    if (!state || reply.statusCode >= 300) return payload;
    pending.delete(request);
    const { config, url } = request.routeOptions;
    const after = config.audit?.snapshot ? await config.audit.snapshot(request) : undefined;
    await recordAuditEvent(opts.db, {
      actor: config.permission === 'public' ? null : request.user,
      clientAddress: request.ip,
      requestId: request.id,
      resource: resourceOfRoute(url!),
      recordId: recordIdOf(request, state.answer),
      action: `${request.method} ${url}`,
      before: state.before,
      after: after === undefined ? state.answer : after,
    });
    return payload;
  });
});
