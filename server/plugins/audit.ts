import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../db/client';
import { recordAuditEvent } from '../lib/audit/record';
import { auditTransactions, inAuditScope, type AuditScope } from '../lib/audit/scope';

/** What a route adds to its audit events (`config.audit`); every write is recorded without it. */
export interface AuditRoute {
  /**
   * The written record's values as they stand on `executor`: before the write, and again inside
   * the write's transaction after its statements, given what the transaction answered
   * (`written`: a create's new id). Undefined when there is no record to read (what the write
   * answered is kept instead).
   */
  snapshot?: (request: FastifyRequest, executor: Executor, written?: unknown) => Promise<unknown>;
  /** A public route whose writes are recorded all the same, as the system's (the bank's webhook). */
  asSystem?: true;
  /**
   * A write made of many transactions (each bank event its own): its event is written with its
   * answer, after them, rather than inside the first.
   */
  manyTransactions?: true;
  /** A POST that changes nothing (a skin list's match, a free preview): recorded nowhere. */
  readsOnly?: true;
  /**
   * The kind of record the write makes, when it is not the route's (a member's run of a tool is
   * the run's, not the tool's, and shows on no timeline of the tool): the event names the
   * written record's id.
   */
  resource?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditRoute;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write to /api that is not public, and the public ones a route asks for. */
function audited(request: FastifyRequest): boolean {
  const { url, config } = request.routeOptions;
  if (!WRITES.has(request.method) || !url?.startsWith('/api/')) return false;
  if (config.audit?.readsOnly) return false;
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

/** A request's audit scope: what it recorded, and what its event needs of it. */
interface RequestScope extends AuditScope {
  before: unknown;
}

/**
 * The audit log's one way in for requests: each successful write records one event, with the
 * actor, the client's address (TRUST_PROXY's view), the request id, and the record before and
 * after. The event is written inside the write's transaction (`auditTransactions`), so both are
 * kept or neither; a write that made no transaction has its event written with its answer. A
 * refused write records nothing, as it changed nothing.
 */
export const auditPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  auditTransactions(opts.db);
  const scopes = new WeakMap<FastifyRequest, RequestScope>();
  /** What each audited write answered: the "after" of one that opened no transaction. */
  const answers = new WeakMap<FastifyRequest, unknown>();

  const eventOf = (request: FastifyRequest, before: unknown, after: unknown) => {
    const { config, url } = request.routeOptions;
    const made = config.audit?.resource;
    return {
      actor: config.permission === 'public' ? null : request.user,
      clientAddress: request.ip,
      requestId: request.id,
      resource: made ?? resourceOfRoute(url!),
      recordId: made ? idOf(after) : recordIdOf(request, after),
      action: `${request.method} ${url}`,
      before,
      after,
    };
  };

  // The handler runs in its request's scope, where the transactions it opens find the event.
  app.addHook('onRoute', (route) => {
    if (route.config?.audit?.manyTransactions) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (request, reply) {
      const scope = scopes.get(request);
      return scope
        ? inAuditScope(scope, () => handler.call(this, request, reply))
        : handler.call(this, request, reply);
    };
  });

  app.addHook('preHandler', async (request) => {
    if (!audited(request)) return;
    const snapshot = request.routeOptions.config.audit?.snapshot;
    const eventAt = async (executor: Executor, written: unknown) => {
      const after = snapshot ? await snapshot(request, executor, written) : valuesOf(written);
      return eventOf(request, scope.before, after);
    };
    const scope: RequestScope = {
      before: (await snapshot?.(request, opts.db)) ?? null,
      recorded: false,
      record: async (executor, written) =>
        recordAuditEvent(executor, await eventAt(executor, written)),
      eventFor: (written) => eventAt(opts.db, written),
    };
    scopes.set(request, scope);
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (scopes.has(request)) answers.set(request, valuesOf(payload));
    return payload;
  });

  // A write that opened no transaction: its event is written with its answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const scope = scopes.get(request);
    if (!scope || scope.recorded || reply.statusCode >= 300) return payload;
    scope.recorded = true;
    const { snapshot } = request.routeOptions.config.audit ?? {};
    const after = snapshot ? await snapshot(request, opts.db) : undefined;
    const event = eventOf(
      request,
      scope.before,
      after === undefined ? answers.get(request) : after,
    );
    await recordAuditEvent(opts.db, event);
    return payload;
  });
});
