import { useCanAccessResources, usePermissions } from 'react-admin';
import { PERMISSIONS } from '../../../common/permissions';
import { editPath } from '../../lib/editRoute';

/**
 * Where the app shows a record of an audit event's kind, and who may open it there: those the
 * authProvider's `canAccess` lets `action` the app resource (asked through react-admin, as this
 * page is loaded by the registry it would otherwise import), or who hold `needs`.
 */
type RecordPage = { path: (id: string) => string } & (
  { resource: string; action: 'edit' | 'show' } | { needs: string }
);

const editPage = (resource: string): RecordPage => ({
  path: (id) => editPath(resource, id),
  resource,
  action: 'edit',
});

const ownPage = (resource: string, path: (id: string) => string, action: 'read' | 'write') =>
  ({ path, resource, action: action === 'read' ? 'show' : 'edit' }) as const;

const transactionPage: RecordPage = {
  path: (id) => `/transaction/${id}`,
  needs: PERMISSIONS.walletAll,
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

const resourcesFor = (action: 'edit' | 'show') => [
  ...new Set(
    Object.values(PAGES).flatMap((page) =>
      'resource' in page && page.action === action ? [page.resource] : [],
    ),
  ),
];
const EDITED = resourcesFor('edit');
const SHOWN = resourcesFor('show');

type Opens = (page: RecordPage) => boolean;

/**
 * The page (under /app) of an event's record, when it has one the reader may open and the event
 * did not delete it.
 */
export function recordPath(
  event: { resource: string; recordId: string | null; action: string },
  opens: Opens,
): string | null {
  const page = PAGES[event.resource];
  if (!page || event.recordId === null || DELETES_RECORD.test(event.action)) return null;
  return opens(page) ? page.path(event.recordId) : null;
}

/** `recordPath` for the signed-in reader (none until their access is known). */
export function useRecordPath() {
  const { permissions = [] } = usePermissions<string[]>();
  const edit = useCanAccessResources({ action: 'edit', resources: EDITED }).canAccess ?? {};
  const show = useCanAccessResources({ action: 'show', resources: SHOWN }).canAccess ?? {};
  const opens: Opens = (page) =>
    'needs' in page
      ? permissions.includes(page.needs)
      : Boolean((page.action === 'edit' ? edit : show)[page.resource]);
  return (event: Parameters<typeof recordPath>[0]) => recordPath(event, opens);
}
