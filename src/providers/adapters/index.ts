import { configAdapter } from './config';
import { groupAdapter, permissionAdapter } from './permissions';
import { USER_GROUP_CHOICES, userAdapter, userGroupChoicesAdapter } from './users';
import type { ResourceAdapter } from './resourceAdapter';

/** Resources with their own adapter; their other calls go to ra-data-simple-rest. */
export const resourceAdapters: Record<string, ResourceAdapter> = {
  'admin/permission': groupAdapter,
  permissions: permissionAdapter,
  'admin/config': configAdapter,
  'admin/user': userAdapter,
  [USER_GROUP_CHOICES]: userGroupChoicesAdapter,
};
