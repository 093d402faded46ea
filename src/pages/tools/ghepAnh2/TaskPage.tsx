import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ToolFrame } from '../ToolFrame';
import { LiveTask } from './LiveTask';
import { TaskNav } from './TaskNav';

/** /app/tool/ghep-anh-2/{toolId}/{taskId}: progress live, then the result. */
export function TaskPage() {
  const translate = useTranslate();
  const taskId = Number(useParams().taskId);
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
