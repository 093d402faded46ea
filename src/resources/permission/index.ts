// /app/admin/permission
import GroupIcon from '@mui/icons-material/Group';
import { PERMISSIONS } from '../../../common/permissions';
import { lazyPage } from '../../lib/lazyPage';
import type { ResourceEntry } from '../resourceEntry';
import { groupRoutes } from './groupRoutes';

const permissions: ResourceEntry = {
  name: 'admin/permission',
  list: lazyPage(() => import('./GroupList'), 'GroupList'),
  icon: GroupIcon,
  children: groupRoutes,
  access: { read: [PERMISSIONS.permissionAll], write: [PERMISSIONS.permissionAll] },
  keyTexts: (group) => [group.name],
  recordRepresentation: 'name',
};

export default permissions;
