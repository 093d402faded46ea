import { Box, Chip, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Task } from '../../../providers/answers';
import '../../../i18n/areas/tools';

const COLORS = {
  queued: 'default',
  running: 'info',
  succeeded: 'success',
  failed: 'error',
} as const;

/** The task's state and, while it runs, how far it is. */
export function TaskStatus({ task }: { task: Task }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 100 }}>
      <Chip
        size="small"
        color={COLORS[task.status]}
        label={translate(`app.tools.tasks.status.${task.status}`)}
        data-testid="task-status"
        sx={{ alignSelf: 'flex-start' }}
      />
      {(task.status === 'queued' || task.status === 'running') && (
        <LinearProgress
          variant="determinate"
          value={task.progress}
          aria-label={`${task.progress}%`}
        />
      )}
    </Box>
  );
}
