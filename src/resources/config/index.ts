// /app/admin/config
import SettingsIcon from '@mui/icons-material/Settings';
import { PERMISSIONS } from '../../../common/permissions';
import type { ResourceEntry } from '../resourceEntry';
import { ConfigList } from './ConfigList';

const config: ResourceEntry = {
  name: 'admin/config',
  list: ConfigList,
  icon: SettingsIcon,
  access: { read: [PERMISSIONS.configPrivateAll], write: [PERMISSIONS.configPrivateAll] },
  keyTexts: (entry) => [entry.key],
};

export default config;
