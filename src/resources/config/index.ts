// /app/admin/config
import SettingsIcon from '@mui/icons-material/Settings';
import { PERMISSIONS } from '../../../common/permissions';
import { lazyPage } from '../../lib/lazyPage';
import type { ResourceEntry } from '../resourceEntry';

const config: ResourceEntry = {
  name: 'admin/config',
  list: lazyPage(() => import('./ConfigList'), 'ConfigList'),
  icon: SettingsIcon,
  access: { read: [PERMISSIONS.configPrivateAll], write: [PERMISSIONS.configPrivateAll] },
  keyTexts: (entry) => [entry.key],
};

export default config;
