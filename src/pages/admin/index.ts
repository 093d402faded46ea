/** /app/admin and /app/admin/dashboard. */
export { AdminIndexPage } from './AdminIndexPage';
export { DashboardPage } from './DashboardPage';
