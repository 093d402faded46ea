// /app/tool/ghep-anh-2/{toolId}/test
import { Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Tool } from '../../../providers/answers';
import { CollageBuilder } from '../collage/CollageBuilder';
import { PreviewPanel } from '../collage/PreviewPanel';
import type { UploadCount } from '../collage/UploadPictures';
import { bodyOf, useCollageDraft } from '../collage/useCollageChoice';
import { toolPage } from '../ToolFrame';
import { TaskNav } from './TaskNav';
import '../../../i18n/areas/tools';

function TaskTest({ tool }: { tool: Tool }) {
  const translate = useTranslate();
  const [draft, update] = useCollageDraft(tool.id);
  const [uploading, setUploading] = useState<UploadCount | null>(null);
  return (
    <>
      <TaskNav toolId={tool.id} />
      <Card>
        <CardContent>
          <PreviewPanel
            toolId={tool.id}
            body={bodyOf(draft)}
            waiting={uploading && translate('app.tools.uploads.waiting', uploading)}
          />
        </CardContent>
      </Card>
      <CollageBuilder tool={tool} draft={draft} update={update} onUploading={setUploading} />
    </>
  );
}

/** /app/tool/ghep-anh-2/{toolId}/test: the free low-resolution preview of the current choice. */
export const TaskTestPage = toolPage('ghep-anh-2', 'app.tools.tasks.test', TaskTest);
