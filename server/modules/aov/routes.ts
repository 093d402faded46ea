// /api/staging
import type { ModuleRoutes } from '../types';
import { stagingRoutes } from './staging/routes';

/**
 * The Aov catalogue's crawl staging area; its tags, heroes, skins and items are resources said by
 * definitions (common/resources), registered with their server parts (`aovResourceParts`).
 */
export const aovRoutes: ModuleRoutes = async (app, options) => {
  await app.register(stagingRoutes, options);
};
