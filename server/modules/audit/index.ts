/** The audit log's list (/api/audit-events). */
export { auditRoutes } from './routes';
