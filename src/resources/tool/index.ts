// /app/admin/tool
import HandymanIcon from '@mui/icons-material/Handyman';
import { PERMISSIONS } from '../../../common/permissions';
import { lazyPage } from '../../lib/lazyPage';
import type { ResourceEntry } from '../resourceEntry';
import { ToolList } from './ToolList';

/** /app/admin/tool: index, create and {toolId}, for tool.all. */
const tools: ResourceEntry = {
  name: 'admin/tool',
  apiPath: 'tools',
  access: { read: [PERMISSIONS.toolAll], write: [PERMISSIONS.toolAll] },
  keyTexts: (tool) => [tool.name],
  recordRepresentation: 'name',
  icon: HandymanIcon,
  list: ToolList,
  create: lazyPage(() => import('./ToolCreate'), 'ToolCreate'),
  edit: lazyPage(() => import('./ToolEdit'), 'ToolEdit'),
};

export default tools;
