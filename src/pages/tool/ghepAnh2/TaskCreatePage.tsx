// /app/tool/ghep-anh-2/{toolId}/create
import { Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Tool } from '../../../providers/answers';
import { useBeliDataProvider } from '../../../providers/useBeliDataProvider';
import { BalanceLine } from '../collage/BalanceLine';
import { CollageBuilder } from '../collage/CollageBuilder';
import { Quote } from '../collage/Quote';
import { SubmitBar } from '../collage/SubmitBar';
import type { UploadCount } from '../collage/UploadPictures';
import { bodyOf, useCollageDraft } from '../collage/useCollageChoice';
import { useSubmit } from '../collage/useSubmit';
import { toolPage } from '../ToolFrame';
import { useIdempotencyKey } from '../useIdempotencyKey';
import { TaskNav } from './TaskNav';
import { useOpenTask } from './useOpenTask';
import '../../../i18n/areas/tools';

function TaskCreate({ tool }: { tool: Tool }) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const [draft, update] = useCollageDraft(tool.id);
  const [uploading, setUploading] = useState<UploadCount | null>(null);
  const body = bodyOf(draft);
  const idempotency = useIdempotencyKey(body);
  const create = useSubmit(
    () => dataProvider.submitTask(tool.id, body, idempotency.key()),
    useOpenTask(tool.id),
  );
  return (
    <>
      <TaskNav toolId={tool.id} />
      <BalanceLine version={0} />
      <CollageBuilder tool={tool} draft={draft} update={update} onUploading={setUploading} />
      <Card>
        <CardContent>
          <SubmitBar
            label={translate('app.tools.tasks.submit')}
            quote={<Quote tool={tool} body={body} />}
            onClick={create.submit}
            busy={create.busy}
            disabled={!body.skinIds.length && !body.uploadIds.length}
            waiting={uploading && translate('app.tools.uploads.waiting', uploading)}
            failure={create.failure}
          />
        </CardContent>
      </Card>
    </>
  );
}

/** /app/tool/ghep-anh-2/{toolId}/create: pick and upload, then charge and queue. */
export const TaskCreatePage = toolPage('ghep-anh-2', 'app.tools.tasks.create', TaskCreate);
