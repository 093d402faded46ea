/** The Aov catalogue's server parts (/api/tags, /api/heroes, /api/skins, /api/items) and its crawl staging area. */
export { aovResourceParts } from './resourceParts';
export { aovRoutes, aovRoutesFetching } from './routes';
export { seedDemoCatalogue } from './seed';
export { catalogueSkins, byValue, type ShowcaseSkin } from './catalogueSkins';
