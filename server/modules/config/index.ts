/** Configuration keys (/api/config) and the one reader of their values. */
export { configRoutes } from './routes';
export { seedConfig } from './seed';
export { readConfigValue, readConfigValues } from './service';
