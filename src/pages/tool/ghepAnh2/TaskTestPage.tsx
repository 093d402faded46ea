// /app/tool/ghep-anh-2/{toolId}/test
import { Card, CardContent } from '@mui/material';
import type { Tool } from '../../../providers/answers';
import { CollageBuilder } from '../collage/CollageBuilder';
import { PreviewPanel } from '../collage/PreviewPanel';
import { bodyOf, useCollageDraft } from '../collage/useCollageChoice';
import { toolPage } from '../ToolFrame';
import { TaskNav } from './TaskNav';
import '../../../i18n/areas/tools';

function TaskTest({ tool }: { tool: Tool }) {
  const [draft, update] = useCollageDraft(tool.id);
  return (
    <>
      <TaskNav toolId={tool.id} />
      <Card>
        <CardContent>
          <PreviewPanel toolId={tool.id} body={bodyOf(draft)} />
        </CardContent>
      </Card>
      <CollageBuilder tool={tool} draft={draft} update={update} />
    </>
  );
}

/** /app/tool/ghep-anh-2/{toolId}/test: the free low-resolution preview of the current choice. */
export const TaskTestPage = toolPage('ghep-anh-2', 'app.tools.tasks.test', TaskTest);
