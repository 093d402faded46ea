// /app/tool/ghep-anh-2/{toolId}
import { Link as MuiLink } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LiveFallbackNotice } from '../../../lib/live/LiveFallbackNotice';
import { usePollingWhileDown } from '../../../lib/live/useLive';
import type { Task } from '../../../providers/answers';
import { ResultList } from '../ResultTable';
import { ToolFrame } from '../ToolFrame';
import { TaskNav } from './TaskNav';
import { TaskStatus } from './TaskStatus';
import '../../../i18n/areas/tools';

function Tasks({ toolId }: { toolId: number }) {
  const translate = useTranslate();
  const basename = useBasename();
  const polling = usePollingWhileDown(2000);
  const extra = [
    {
      header: '#',
      cell: (task: Task) => (
        <MuiLink component={Link} to={`${basename}/tool/ghep-anh-2/${toolId}/${task.id}`}>
          {translate('app.tools.tasks.detail', { id: task.id })}
        </MuiLink>
      ),
    },
    {
      header: translate('app.tools.tasks.statusHeader'),
      cell: (task: Task) => <TaskStatus task={task} />,
    },
  ];
  return (
    <ResultList<Task>
      resource={`tools/${toolId}/tasks`}
      kind="task"
      extra={extra}
      empty={translate('app.tools.tasks.empty')}
      // Unfinished tasks move on by themselves: their changes are pushed, or polled for while
      // the channel is down.
      queryOptions={{
        refetchInterval: (query) =>
          query.state.data?.data.some((t) => t.status === 'queued' || t.status === 'running')
            ? polling
            : false,
      }}
    />
  );
}

/** /app/tool/ghep-anh-2/{toolId}: the user's tasks of this tool. */
export function TaskListPage() {
  const translate = useTranslate();
  return (
    <ToolFrame type="ghep-anh-2" subtitle={translate('app.tools.tasks.title')}>
      {(tool) => (
        <>
          <TaskNav toolId={tool.id} />
          <LiveFallbackNotice />
          <Tasks toolId={tool.id} />
        </>
      )}
    </ToolFrame>
  );
}
