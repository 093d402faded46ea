import type { FastifyContextConfig } from 'fastify';
import type { RouteAccess } from '../plugins/auth';

/**
 * What the routes of one group repeat: the permission they need and their OpenAPI tag.
 * `route(schema)` is a route's options with both added (and `config` beside the permission).
 */
export function routeGroup(tag: string, permission: RouteAccess) {
  return <S extends object>(schema: S, config: Omit<FastifyContextConfig, 'permission'> = {}) => ({
    config: { ...config, permission },
    schema: { tags: [tag], ...schema },
  });
}
