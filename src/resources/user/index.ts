// /app/admin/user
import PeopleIcon from '@mui/icons-material/People';
import { users } from '../../../common/resources/users';
import { definitionEntry } from '../definitionEntry';
import { lazyPage } from '../../lib/lazyPage';
import type { ResourceEntry } from '../resourceEntry';

/** Users for user.all: their list is their own (groups, status, the admin's buttons). */
const userEntry: ResourceEntry = {
  ...definitionEntry(users, {
    list: lazyPage(() => import('./UserList'), 'UserList'),
    icon: PeopleIcon,
  }),
  // Its list opens at react-admin's 10 rows, not the definitions' 25: nothing to ask early.
  listQuery: undefined,
  keyTexts: (user) => [user.name, user.email],
};

export default userEntry;
