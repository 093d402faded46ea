// /api/staging, /api/staging/crawl, /api/skins/match
import type { ModuleRoutes } from '../types';
import { crawlRoutes } from './crawl/routes';
import type { FetchPolicy } from './crawl/source';
import { skinMatchRoute } from './skinMatchRoute';
import { stagingRoutes } from './staging/routes';

/**
 * The Aov catalogue's crawl staging area and the crawl that fills it, its fetches reaching what
 * `policy` allows, and the skin match; its tags, heroes, skins and items are resources said by
 * definitions (common/resources), registered with their server parts (`aovResourceParts`).
 */
export const aovRoutesFetching =
  (policy: FetchPolicy): ModuleRoutes =>
  async (app, options) => {
    await app.register(stagingRoutes, options);
    await app.register(crawlRoutes(policy), options);
    await app.register(skinMatchRoute, options);
  };

/** Public addresses only (the fetch guard's default). */
export const aovRoutes = aovRoutesFetching({});
