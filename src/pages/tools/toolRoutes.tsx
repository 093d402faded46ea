// /app/tool/…
import { Navigate, Route } from 'react-router-dom';
import { RunCreatePage } from './ghepAnh/RunCreatePage';
import { RunListPage } from './ghepAnh/RunListPage';
import { TaskCreatePage } from './ghepAnh2/TaskCreatePage';
import { TaskListPage } from './ghepAnh2/TaskListPage';
import { TaskPage } from './ghepAnh2/TaskPage';
import { TaskSamplePage } from './ghepAnh2/TaskSamplePage';
import { TaskTestPage } from './ghepAnh2/TaskTestPage';
import { ToolListPage } from './ToolListPage';

const upOneLevel = <Navigate to=".." relative="path" replace />;

/** SPEC 2's /app/tool routes, as children of the shell's CustomRoutes. */
export const toolRoutes = [
  <Route key="tool" path="/tool" element={<ToolListPage />} />,
  <Route key="ghep-anh" path="/tool/ghep-anh" element={upOneLevel} />,
  <Route key="ghep-anh-list" path="/tool/ghep-anh/:toolId" element={<RunListPage />} />,
  <Route key="ghep-anh-create" path="/tool/ghep-anh/:toolId/create" element={<RunCreatePage />} />,
  <Route key="ghep-anh-2" path="/tool/ghep-anh-2" element={upOneLevel} />,
  <Route key="ghep-anh-2-list" path="/tool/ghep-anh-2/:toolId" element={<TaskListPage />} />,
  <Route
    key="ghep-anh-2-create"
    path="/tool/ghep-anh-2/:toolId/create"
    element={<TaskCreatePage />}
  />,
  <Route key="ghep-anh-2-test" path="/tool/ghep-anh-2/:toolId/test" element={<TaskTestPage />} />,
  <Route
    key="ghep-anh-2-test1"
    path="/tool/ghep-anh-2/:toolId/test1"
    element={<TaskSamplePage />}
  />,
  <Route key="ghep-anh-2-task" path="/tool/ghep-anh-2/:toolId/:taskId" element={<TaskPage />} />,
];
