import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { PermissionName } from '../../common/permissions';
import type { Database } from '../db/client';
import { groupPermissions, permissions, sessions, userGroups, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import type { ListOffer } from '../lib/listPage';
import { bearerToken, markSessionSeen, requestClaims, type SessionConfig } from '../lib/sessions';

/** What a route needs: nobody, any signed-in user, or one permission. */
export type RouteAccess = 'public' | 'signed-in' | PermissionName;

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  avatarUrl: string | null;
  sessionId: string;
  /** A new account an admin has not approved yet: no permission until then. */
  awaitingApproval: boolean;
  permissions: ReadonlySet<string>;
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  permission: RouteAccess;
  /** The route's params, querystring and body schemas (zod): the fuzz test generates from them. */
  schema?: FastifySchema;
  /** A list's sorts and filters (`config.list`): bench:scale sweeps them. */
  list?: ListOffer;
  /** A POST that changes nothing (`config.audit.readsOnly`): the audit log records it nowhere. */
  readsOnly?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RouteAccess;
    list?: ListOffer;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with the access it declared: the route-table test walks it. */
    routeAccess: RouteAccessEntry[];
  }
}

/** Routes registered by third-party plugins under these prefixes are public documentation. */
const PUBLIC_PREFIXES = ['/api/docs'];

/** The names of every permission the user holds through any group, as one subquery. */
const permissionNamesOf = (userId: typeof users.id) => sql<string[]>`coalesce((
  select array_agg(distinct ${permissions.name})
  from ${userGroups}
  join ${groupPermissions} on ${groupPermissions.groupId} = ${userGroups.groupId}
  join ${permissions} on ${permissions.id} = ${groupPermissions.permissionId}
  where ${userGroups.userId} = ${userId}
), '{}')`;

const idleMinutes = sql.placeholder('idleMinutes');
/** SESSION_IDLE_MINUTES: a session last used longer ago has ended (0: never). */
const notIdle = sql`(${idleMinutes}::int = 0 or ${sessions.lastSeenAt} > now() - make_interval(mins => ${idleMinutes}::int))`;

/** The session, its user and their permission names: one statement, prepared once per database. */
function prepareAuthQuery(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      avatarUrl: users.avatarUrl,
      permissionNames: permissionNamesOf(users.id),
      live: sql<boolean>`${and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), notIdle)}`,
      locked: sql<boolean>`${users.disabledAt} is not null`,
      awaitingApproval: sql<boolean>`${users.awaitingApprovalSince} is not null`,
      seenLongAgo: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('auth_session');
}

async function authenticate(
  db: Database,
  authQuery: ReturnType<typeof prepareAuthQuery>,
  config: SessionConfig,
  request: FastifyRequest,
): Promise<AuthUser | null> {
  if (bearerToken(request.headers.authorization) === null) return null;
  const sessionId = (await requestClaims(config, request))?.sessionId;
  if (!sessionId) throw unauthorized('Phiên đăng nhập không hợp lệ', 'BAD_TOKEN');
  const [row] = await authQuery.execute({ sessionId, idleMinutes: config.idleMinutes });
  // A disabled user is told so, even though disabling also ended their sessions.
  if (row?.locked) {
    throw unauthorized(
      'Tài khoản của bạn đã bị khóa. Hãy liên hệ quản trị viên nếu cần mở lại.',
      'ACCOUNT_LOCKED',
    );
  }
  if (!row?.live)
    throw unauthorized('Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại', 'SESSION_ENDED');
  if (config.idleMinutes > 0 && row.seenLongAgo) await markSessionSeen(db, sessionId);
  const { id, email, name, avatarUrl, awaitingApproval } = row;
  // An account waiting for approval holds no permission, whatever its groups (the server's half
  // of the waiting page).
  const permissionNames = awaitingApproval ? [] : row.permissionNames;
  return {
    id,
    email,
    name,
    avatarUrl,
    sessionId,
    awaitingApproval,
    permissions: new Set(permissionNames),
  };
}

export function hasPermission(request: FastifyRequest, name: PermissionName): boolean {
  return request.user?.permissions.has(name) ?? false;
}

/** The signed-in user; routes guarded by anything but 'public' always have one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; sessions: SessionConfig }) => {
    app.decorateRequest('user', null);
    const authQuery = prepareAuthQuery(opts.db);
    app.decorate('routeAccess', []);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
        return;
      }
      const permission = route.config?.permission;
      if (!permission) {
        throw new Error(`${String(route.method)} ${route.url} does not declare config.permission`);
      }
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        app.routeAccess.push({
          method,
          url: route.url,
          permission,
          schema: route.schema,
          list: route.config?.list,
          readsOnly: route.config?.audit?.readsOnly,
        });
      }
    });

    app.addHook('onRequest', async (request) => {
      const need = request.routeOptions.config.permission;
      if (!need) return;
      if (need === 'public') {
        request.user = await authenticate(opts.db, authQuery, opts.sessions, request).catch(
          () => null,
        );
        return;
      }
      request.user = await authenticate(opts.db, authQuery, opts.sessions, request);
      if (!request.user) throw unauthorized();
      if (need !== 'signed-in' && !request.user.permissions.has(need)) throw forbidden();
    });
  },
);
