// /app/tool/…
import { Navigate } from 'react-router-dom';
import { lazyPage } from '../../lib/lazyPage';

// Each tool page loads when first shown: none of them is on the first load.
const RunCreatePage = lazyPage(() => import('./ghepAnh/RunCreatePage'), 'RunCreatePage');
const RunListPage = lazyPage(() => import('./ghepAnh/RunListPage'), 'RunListPage');
const TaskCreatePage = lazyPage(() => import('./ghepAnh2/TaskCreatePage'), 'TaskCreatePage');
const TaskListPage = lazyPage(() => import('./ghepAnh2/TaskListPage'), 'TaskListPage');
const TaskPage = lazyPage(() => import('./ghepAnh2/TaskPage'), 'TaskPage');
const TaskSamplePage = lazyPage(() => import('./ghepAnh2/TaskSamplePage'), 'TaskSamplePage');
const TaskTestPage = lazyPage(() => import('./ghepAnh2/TaskTestPage'), 'TaskTestPage');
const ToolListPage = lazyPage(() => import('./ToolListPage'), 'ToolListPage');

const upOneLevel = <Navigate to=".." relative="path" replace />;

/** SPEC 2's /app/tool routes, for the shell's custom routes (`src/customRoutes.tsx`). */
export const toolRoutes = [
  { path: '/tool', element: <ToolListPage /> },
  { path: '/tool/ghep-anh', element: upOneLevel },
  { path: '/tool/ghep-anh/:toolId', element: <RunListPage /> },
  { path: '/tool/ghep-anh/:toolId/create', element: <RunCreatePage /> },
  { path: '/tool/ghep-anh-2', element: upOneLevel },
  { path: '/tool/ghep-anh-2/:toolId', element: <TaskListPage /> },
  { path: '/tool/ghep-anh-2/:toolId/create', element: <TaskCreatePage /> },
  { path: '/tool/ghep-anh-2/:toolId/test', element: <TaskTestPage /> },
  { path: '/tool/ghep-anh-2/:toolId/test1', element: <TaskSamplePage /> },
  { path: '/tool/ghep-anh-2/:toolId/:taskId', element: <TaskPage /> },
];
