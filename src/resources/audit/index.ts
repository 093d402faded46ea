// /app/admin/audit
import HistoryIcon from '@mui/icons-material/History';
import { describeEvent } from '../../../common/audit/describeEvent';
import { PERMISSIONS } from '../../../common/permissions';
import { lazyPage } from '../../lib/lazyPage';
import type { ResourceEntry } from '../resourceEntry';

/** The audit log for audit.all: read only, as nothing may change it. */
const auditEvents: ResourceEntry = {
  name: 'admin/audit',
  apiPath: 'audit-events',
  // No page writes it and the server serves no write; `write` only keeps the entry's shape.
  access: { read: [PERMISSIONS.auditAll], write: [PERMISSIONS.auditAll] },
  // Each event's sentence begins with who did what.
  keyTexts: ({ actorEmail, resource, recordId, action, before, after }) => {
    const event = { actorEmail, resource, recordId, action, before, after };
    const { actor, did } = describeEvent(event, String);
    return [actor, did];
  },
  icon: HistoryIcon,
  list: lazyPage(() => import('./AuditEventList'), 'AuditEventList'),
};

export default auditEvents;
