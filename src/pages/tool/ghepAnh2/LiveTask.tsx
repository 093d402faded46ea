import { Alert, Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBeli } from '../../../../common/beli';
import { AuthImage } from '../../../lib/AuthImage';
import { SubmitError } from '../collage/SubmitError';
import { TaskStatus } from './TaskStatus';
import { useLiveTask } from './useLiveTask';
import '../../../i18n/areas/tools';

/** A task's status, progress and held price as they change, then its result or its failure. */
export function LiveTask({ taskId }: { taskId: number }) {
  const translate = useTranslate();
  const { task, failure, reconnecting } = useLiveTask(taskId);
  if (failure) return <SubmitError failure={failure} />;
  const warning = reconnecting && (
    <Alert severity="warning">{translate('app.tools.tasks.reconnecting')}</Alert>
  );
  if (!task) return warning || null;
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {warning}
        <Typography variant="h6" component="h2">
          {translate('app.tools.tasks.detail', { id: task.id })}
          {task.free && ` · ${translate('app.tools.tasks.freeTask')}`}
        </Typography>
        <TaskStatus task={task} />
        {task.status !== 'succeeded' && task.status !== 'failed' && (
          <Typography data-testid="task-progress">{task.progress}%</Typography>
        )}
        {task.heldAmount !== null && (
          <Alert severity="info" data-testid="task-held">
            {translate('app.tools.tasks.held', { amount: formatBeli(task.heldAmount) })}
          </Alert>
        )}
        {task.status === 'failed' && (
          <Alert severity="error">
            {task.error}
            {task.refundTransactionId
              ? ` ${translate('app.tools.tasks.refunded', { id: task.refundTransactionId })}`
              : task.price > 0 && ` ${translate('app.tools.tasks.released')}`}
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
