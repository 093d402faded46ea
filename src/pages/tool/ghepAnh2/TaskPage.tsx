// /app/tool/ghep-anh-2/{toolId}/{taskId}
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../layout/errors/NotFoundPage';
import { ToolFrame } from '../ToolFrame';
import { LiveTask } from './LiveTask';
import { TaskNav } from './TaskNav';
import '../../../i18n/areas/tools';

/** /app/tool/ghep-anh-2/{toolId}/{taskId}: progress live, then the result; not a task id: 404. */
export function TaskPage() {
  const translate = useTranslate();
  const taskId = Number(useParams().taskId);
  if (!Number.isSafeInteger(taskId) || taskId < 1) return <NotFoundPage />;
  return (
    <ToolFrame type="ghep-anh-2" subtitle={translate('app.tools.tasks.detail', { id: taskId })}>
      {(tool) => (
        <>
          <TaskNav toolId={tool.id} />
          <LiveTask taskId={taskId} />
        </>
      )}
    </ToolFrame>
  );
}
