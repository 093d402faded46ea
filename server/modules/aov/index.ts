/** The Aov catalogue (/api/tags, /api/heroes, /api/skins, /api/items) and its crawl staging area. */
export { aovRoutes } from './routes';
export { seedDemoCatalogue } from './seed';
