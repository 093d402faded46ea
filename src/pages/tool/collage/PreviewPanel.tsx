import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CollageBody } from '../../../providers/answers';
import { useBeliDataProvider } from '../../../providers/useBeliDataProvider';
import { SubmitBar } from './SubmitBar';
import { useSubmit } from './useSubmit';
import '../../../i18n/areas/tools';

/**
 * The free preview of the current choice: small, watermarked, nothing charged; it waits while
 * `waiting` says why (pictures still uploading), so it never shows fewer pictures than chosen.
 */
export function PreviewPanel({
  toolId,
  body,
  waiting,
}: {
  toolId: number;
  body: CollageBody;
  waiting?: string | null;
}) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const [image, setImage] = useState<string | null>(null);
  const preview = useSubmit(
    () => dataProvider.previewCollage(toolId, body),
    (answer) => setImage(answer.image),
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('app.tools.preview.hint')}
      </Typography>
      <SubmitBar
        label={translate('app.tools.preview.action')}
        onClick={preview.submit}
        busy={preview.busy}
        disabled={!body.skinIds.length && !body.uploadIds.length}
        waiting={waiting}
        failure={preview.failure}
      />
      {image && (
        <Box
          component="img"
          src={image}
          alt={translate('app.tools.preview.title')}
          sx={{ maxWidth: '100%', border: 1, borderColor: 'divider' }}
        />
      )}
    </Box>
  );
}
