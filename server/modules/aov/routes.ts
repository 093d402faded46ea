// /api/tags, /api/heroes, /api/skins, /api/items, /api/staging
import type { ModuleRoutes } from '../types';
import { heroRoutes } from './heroRoutes';
import { itemRoutes } from './itemRoutes';
import { skinRoutes } from './skinRoutes';
import { stagingRoutes } from './staging/routes';
import { tagRoutes } from './tagRoutes';

/** The Aov catalogue: tags, heroes, skins and items, each a simple-rest resource, and staging. */
export const aovRoutes: ModuleRoutes = async (app, options) => {
  await app.register(tagRoutes, options);
  await app.register(heroRoutes, options);
  await app.register(skinRoutes, options);
  await app.register(itemRoutes, options);
  await app.register(stagingRoutes, options);
};
