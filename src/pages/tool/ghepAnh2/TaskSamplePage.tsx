// /app/tool/ghep-anh-2/{toolId}/test1
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tool } from '../../../providers/answers';
import { useBeliDataProvider } from '../../../providers/useBeliDataProvider';
import { SubmitBar } from '../collage/SubmitBar';
import { useSubmit } from '../collage/useSubmit';
import { toolPage } from '../ToolFrame';
import { useIdempotencyKey } from '../useIdempotencyKey';
import { TaskNav } from './TaskNav';
import { useOpenTask } from './useOpenTask';
import '../../../i18n/areas/tools';

function TaskSample({ tool }: { tool: Tool }) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const idempotency = useIdempotencyKey(tool.id);
  const start = useSubmit(
    () => dataProvider.startSampleTask(tool.id, idempotency.key()),
    useOpenTask(tool.id),
  );
  return (
    <>
      <TaskNav toolId={tool.id} />
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography>{translate('app.tools.tasks.test1Hint')}</Typography>
          <SubmitBar
            label={translate('app.tools.tasks.test1Start')}
            onClick={start.submit}
            busy={start.busy}
            failure={start.failure}
          />
        </CardContent>
      </Card>
    </>
  );
}

/** /app/tool/ghep-anh-2/{toolId}/test1: a free watermarked task on sample pictures. */
export const TaskSamplePage = toolPage('ghep-anh-2', 'app.tools.tasks.test1', TaskSample);
