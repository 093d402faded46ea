// /app/admin/permission
import GroupIcon from '@mui/icons-material/Group';
import { PERMISSIONS } from '../../../common/permissions';
import type { ResourceEntry } from '../resourceEntry';
import { GroupList } from './GroupList';
import { groupRoutes } from './groupRoutes';

const permissions: ResourceEntry = {
  name: 'admin/permission',
  list: GroupList,
  icon: GroupIcon,
  children: groupRoutes,
  access: { read: [PERMISSIONS.permissionAll], write: [PERMISSIONS.permissionAll] },
  keyTexts: (group) => [group.name],
  recordRepresentation: 'name',
};

export default permissions;
