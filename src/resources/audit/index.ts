// /app/admin/audit
import HistoryIcon from '@mui/icons-material/History';
import { PERMISSIONS } from '../../../common/permissions';
import { lazyPage } from '../../lib/lazyPage';
import type { ResourceEntry } from '../resourceEntry';

/** The audit log for audit.all: read only, as nothing may change it. */
const auditEvents: ResourceEntry = {
  name: 'admin/audit',
  apiPath: 'audit-events',
  // No page writes it and the server serves no write; `write` only keeps the entry's shape.
  access: { read: [PERMISSIONS.auditAll], write: [PERMISSIONS.auditAll] },
  // The list reads the method as a word ("Sửa"), and keeps the path or the job's queue as it is.
  keyTexts: (event) => [event.actorEmail ?? 'Hệ thống', event.action.split(' ').slice(1).join(' ')],
  icon: HistoryIcon,
  list: lazyPage(() => import('./AuditEventList'), 'AuditEventList'),
};

export default auditEvents;
