// /app/admin/tool
import BuildIcon from '@mui/icons-material/Build';
import { tools } from '../../../common/resources/tools';
import { lazyPage } from '../../lib/lazyPage';
import { definitionEntry } from '../definitionEntry';
import type { ResourceEntry } from '../resourceEntry';

/** /app/admin/tool: index, create and {toolId}, for tool.all. */
const toolEntry: ResourceEntry = {
  ...definitionEntry(tools, {
    list: lazyPage(() => import('./toolScreens'), 'ToolList'),
    create: lazyPage(() => import('./ToolCreate'), 'ToolCreate'),
    edit: lazyPage(() => import('./ToolEdit'), 'ToolEdit'),
    icon: BuildIcon,
  }),
  // Its list asks for itself: every member reads tools, but only tool.all opens this page.
  listQuery: undefined,
};

export default toolEntry;
