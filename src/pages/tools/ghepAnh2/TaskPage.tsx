import { Alert, Card, CardContent, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { fetchTask, type Task } from '../api';
import { AuthImage } from '../collage/AuthImage';
import { failureOf, SubmitError, type ActionFailure } from '../collage/SubmitError';
import { ToolFrame } from '../ToolFrame';
import { TaskNav } from './TaskNav';
import { TaskStatus } from './TaskStatus';

const POLL_MS = 1000;

/** Reads the task every second until it has finished. */
function useLiveTask(taskId: number) {
  const [task, setTask] = useState<Task | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const read = async () => {
      try {
        const current = await fetchTask(taskId);
        if (stopped) return;
        setTask(current);
        if (current.status === 'queued' || current.status === 'running') {
          timer = setTimeout(read, POLL_MS);
        }
      } catch (error) {
        if (!stopped) setFailure(failureOf(error));
      }
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [taskId]);
  return { task, failure };
}

function LiveTask({ taskId }: { taskId: number }) {
  const translate = useTranslate();
  const { task, failure } = useLiveTask(taskId);
  if (failure) return <SubmitError failure={failure} />;
  if (!task) return null;
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('app.tools.tasks.detail', { id: task.id })}
          {task.free && ` · ${translate('app.tools.tasks.freeTask')}`}
        </Typography>
        <TaskStatus task={task} />
        {task.status !== 'succeeded' && task.status !== 'failed' && (
          <Typography data-testid="task-progress">{task.progress}%</Typography>
        )}
        {task.status === 'failed' && (
          <Alert severity="error">
            {task.error}
            {task.refundTransactionId &&
              ` ${translate('app.tools.tasks.refunded', { id: task.refundTransactionId })}`}
          </Alert>
        )}
        {task.imageUrl && (
          <>
            <AuthImage url={task.imageUrl} alt={translate('app.tools.runs.result')} />
            <Typography variant="caption" color="text.secondary">
              {translate('app.tools.runs.size', { width: task.width, height: task.height })}
            </Typography>
            <Link href={`/fullscreen/export?task=${task.id}`} target="_blank" rel="noopener">
              {translate('app.tools.export')}
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}

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
