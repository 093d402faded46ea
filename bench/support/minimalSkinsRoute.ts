import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { MAX_LIST_ROWS } from '../../common/listLimits';
import { PERMISSIONS } from '../../common/permissions';

/**
 * The peer of `GET /api/skins` as a competent engineer would write it for this one page: Fastify
 * and node-postgres, the bearer token checked with jose (its key imported once), the session,
 * user and permission names read by one named prepared statement, then the page and its capped
 * count as two more, side by side on the pool. No validation layer, no serializer, no framework
 * of lists: only the work the page needs.
 */
export async function minimalSkinsRoute(databaseUrl: string, jwtSecret: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // The bench drops its scratch database with `force` as it ends, which ends idle connections.
  pool.on('error', () => undefined);
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(jwtSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const app = Fastify({ logger: false });

  app.get<{ Querystring: { labelId: string; offset: string } }>(
    '/skins',
    async (request, reply) => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return reply.code(401).send({ message: 'unauthorized' });
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const session = await pool.query<{ live: boolean; locked: boolean; permissions: string[] }>({
        name: 'peer_session',
        text: `select (s.revoked_at is null and s.expires_at > now()) as live,
                    u.disabled_at is not null as locked,
                    coalesce((select array_agg(distinct p.name)
                              from user_groups ug
                              join group_permissions gp on gp.group_id = ug.group_id
                              join permissions p on p.id = gp.permission_id
                              where ug.user_id = u.id), '{}') as permissions
             from sessions s join users u on u.id = s.user_id where s.id = $1`,
        values: [payload.sid],
      });
      const user = session.rows[0];
      if (!user?.live || user.locked) return reply.code(401).send({ message: 'session ended' });
      if (!user.permissions.includes(PERMISSIONS.me))
        return reply.code(403).send({ message: 'no' });

      const offset = Number(request.query.offset);
      const [page, total] = await Promise.all([
        pool.query({
          name: 'peer_skins_page',
          text: `select id, hero_id as "heroId", name, short_name as "shortName", slug,
                      label_id as "labelId", image, splash, aliases,
                      release_date::text as "releaseDate", created_at as "createdAt",
                      updated_at as "updatedAt"
               from aov_skins where label_id = $1 order by name desc, id desc limit 25 offset $2`,
          values: [request.query.labelId, offset],
        }),
        pool.query<{ total: number }>({
          name: 'peer_skins_count',
          text: `select count(*)::int as total
               from (select 1 from aov_skins where label_id = $1 limit ${MAX_LIST_ROWS}) capped`,
          values: [request.query.labelId],
        }),
      ]);
      const last = offset + page.rows.length - 1;
      reply.header('content-range', `skins ${offset}-${last}/${total.rows[0]!.total}`);
      return page.rows;
    },
  );

  return { app, close: async () => (await app.close(), await pool.end()) };
}
