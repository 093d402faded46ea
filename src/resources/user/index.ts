// /app/admin/user
import PeopleIcon from '@mui/icons-material/People';
import { PERMISSIONS } from '../../../common/permissions';
import type { ResourceEntry } from '../resourceEntry';
import { UserList } from './UserList';

const users: ResourceEntry = {
  name: 'admin/user',
  apiPath: 'users',
  list: UserList,
  icon: PeopleIcon,
  access: { read: [PERMISSIONS.userAll], write: [PERMISSIONS.userAll] },
  keyTexts: (user) => [user.name, user.email],
  recordRepresentation: 'name',
};

export default users;
