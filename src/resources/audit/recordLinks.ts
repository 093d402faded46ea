import { usePermissions } from 'react-admin';
import { PERMISSIONS } from '../../../common/permissions';
import { editPath } from '../../lib/editRoute';
import { resourceAccess } from '../access';

/** Where the app shows a record of an audit event's kind, and who may open it there. */
interface RecordPage {
  path: (id: string) => string;
  needs: readonly string[];
}

const editPage = (resource: string): RecordPage => ({
  path: (id) => editPath(resource, id),
  needs: resourceAccess(resource).write,
});

const ownPage = (resource: string, path: (id: string) => string, action: 'read' | 'write') => ({
  path,
  needs: resourceAccess(resource)[action],
});

const transactionPage: RecordPage = {
  path: (id) => `/transaction/${id}`,
  needs: [PERMISSIONS.walletAll],
};

/** The audit log's kinds of record (its `resource`) that have a page of their own. */
const PAGES: Record<string, RecordPage> = {
  tags: editPage('admin/aov/tags'),
  heroes: editPage('admin/aov/heroes'),
  skins: editPage('admin/aov/skins'),
  labels: editPage('admin/aov/labels'),
  items: editPage('admin/aov/items'),
  tools: ownPage('admin/tool', (id) => `/admin/tool/${id}`, 'write'),
  'system-wallets': ownPage('admin/wallet-system', (id) => `/admin/wallet-system/${id}`, 'write'),
  'permissions/group': ownPage(
    'admin/permission',
    (id) => `/admin/permission/group/${id}`,
    'write',
  ),
  'payments/orders': ownPage(
    'admin/payment/orders',
    (id) => `/admin/payment/orders/${id}/show`,
    'read',
  ),
  'payments/events': ownPage(
    'admin/payment/events',
    (id) => `/admin/payment/events/${id}/show`,
    'read',
  ),
  transactions: transactionPage,
  'wallets/transfer': transactionPage,
  'system-wallets/transfer': transactionPage,
};

/** The delete of a record itself (`DELETE /api/tags/:id`), not of something it holds. */
const DELETES_RECORD = /^DELETE \/api\/[^:]+\/:\w+$/;

/**
 * The page (under /app) of an event's record, when it has one the reader's permissions open and
 * the event did not delete it.
 */
export function recordPath(
  event: { resource: string; recordId: string | null; action: string },
  permissions: readonly string[],
): string | null {
  const page = PAGES[event.resource];
  if (!page || event.recordId === null || DELETES_RECORD.test(event.action)) return null;
  return page.needs.every((name) => permissions.includes(name)) ? page.path(event.recordId) : null;
}

/** `recordPath` for the signed-in reader (none until their permissions are known). */
export function useRecordPath() {
  const { permissions = [] } = usePermissions<string[]>();
  return (event: Parameters<typeof recordPath>[0]) => recordPath(event, permissions);
}
