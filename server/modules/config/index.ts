/** Configuration keys (/api/config) and the one reader of their values. */
export { configRoutes } from './routes';
export { seedConfig } from './seed';
export { configValuesOf, readConfigValue, readConfigValues } from './service';
