// /app/tool/ghep-anh/{toolId}/create
import { Alert, Card, CardContent, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatBeli } from '../../../../common/beli';
import type { Run, Tool } from '../../../providers/answers';
import { useBeliDataProvider } from '../../../providers/useBeliDataProvider';
import { AuthImage } from '../../../lib/AuthImage';
import { BalanceLine } from '../collage/BalanceLine';
import { CollageBuilder } from '../collage/CollageBuilder';
import { PreviewPanel } from '../collage/PreviewPanel';
import { Quote } from '../collage/Quote';
import { SubmitBar } from '../collage/SubmitBar';
import { bodyOf, useCollageDraft } from '../collage/useCollageChoice';
import { useSubmit } from '../collage/useSubmit';
import { toolPage } from '../ToolFrame';
import { useIdempotencyKey } from '../useIdempotencyKey';
import '../../../i18n/areas/tools';

function RunCreate({ tool }: { tool: Tool }) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const [draft, update] = useCollageDraft(tool.id);
  const body = bodyOf(draft);
  const idempotency = useIdempotencyKey(body);
  const [run, setRun] = useState<Run | null>(null);
  const create = useSubmit(
    () => dataProvider.submitRun(tool.id, body, idempotency.key()),
    (made) => {
      idempotency.renew();
      setRun(made);
    },
  );

  return (
    <>
      <BalanceLine version={run?.id ?? 0} />
      <CollageBuilder tool={tool} draft={draft} update={update} />
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h2">
            {translate('app.tools.preview.title')}
          </Typography>
          <PreviewPanel toolId={tool.id} body={body} />
          <SubmitBar
            label={translate('app.tools.runs.submit')}
            quote={<Quote tool={tool} body={body} />}
            onClick={create.submit}
            busy={create.busy}
            disabled={!body.skinIds.length}
            failure={create.failure}
          />
        </CardContent>
      </Card>
      {run?.imageUrl && (
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Alert severity="success">
              {translate('app.tools.runs.done', { price: formatBeli(run.price) })}
            </Alert>
            <AuthImage url={run.imageUrl} alt={translate('app.tools.runs.result')} />
            <Link href={`/fullscreen/export?run=${run.id}`} target="_blank" rel="noopener">
              {translate('app.tools.export')}
            </Link>
          </CardContent>
        </Card>
      )}
    </>
  );
}

/** /app/tool/ghep-anh/{toolId}/create: pick, preview, then "Tạo ảnh" charges and composes. */
export const RunCreatePage = toolPage('ghep-anh', 'app.tools.runs.create', RunCreate);
