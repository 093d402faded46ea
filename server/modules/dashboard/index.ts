/** The admin dashboard's figures (/api/dashboard). */
export { dashboardRoutes } from './routes';
