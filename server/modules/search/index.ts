/** One search box across what the caller may read (/api/search). */
export { searchRoutes } from './routes';
