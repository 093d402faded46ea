/** /app/admin and /app/admin/dashboard. */
import { lazyPage } from '../../lib/lazyPage';
export const AdminIndexPage = lazyPage(() => import('./AdminIndexPage'), 'AdminIndexPage');
export const DashboardPage = lazyPage(() => import('./DashboardPage'), 'DashboardPage');
