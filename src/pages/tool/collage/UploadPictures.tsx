import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { COLLAGE_LIMITS } from '../../../../common/tools';
import { useBeliDataProvider } from '../../../providers/useBeliDataProvider';
import type { PickedUpload } from './useCollageChoice';
import '../../../i18n/areas/tools';

interface Sending {
  name: string;
  percent: number;
}

/** How far a batch of chosen files has got: `done` of `total` sent (stored or refused). */
export interface UploadCount {
  done: number;
  total: number;
}

/**
 * The user's own pictures for ghep-anh-2: up to 50, each with its upload progress.
 * `onUploading` hears the batch's count while files are still on their way, then null.
 */
export function UploadPictures({
  uploads,
  onAdded,
  onUploading,
}: {
  uploads: PickedUpload[];
  onAdded: (upload: PickedUpload) => void;
  onUploading?: (count: UploadCount | null) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const max = COLLAGE_LIMITS.maxUploads;

  const upload = async (files: File[]) => {
    const room = max - uploads.length;
    const problems = files.length > room ? [translate('app.tools.uploads.tooMany', { max })] : [];
    const sent = files.slice(0, Math.max(0, room));
    for (const [done, file] of sent.entries()) {
      onUploading?.({ done, total: sent.length });
      setSending({ name: file.name, percent: 0 });
      try {
        const progress = (percent: number) => setSending({ name: file.name, percent });
        const stored = await dataProvider.uploadPicture(file, progress);
        onAdded({ id: stored.id, thumbUrl: stored.thumbUrl, name: file.name });
      } catch (error) {
        const message = (error as Error).message;
        problems.push(translate('app.tools.uploads.failed', { name: file.name, message }));
      }
    }
    setSending(null);
    onUploading?.(null);
    setErrors(problems);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2">{translate('app.tools.uploads.title', { max })}</Typography>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        multiple
        hidden
        data-testid="upload-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void upload(files);
        }}
      />
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={!!sending || uploads.length >= max}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('app.tools.uploads.add')}
      </Button>
      {sending && (
        <Box role="status">
          <Typography variant="caption">
            {translate('app.tools.uploads.uploading', sending)}
          </Typography>
          <LinearProgress variant="determinate" value={sending.percent} />
        </Box>
      )}
      {errors.map((e) => (
        <Alert key={e} severity="warning">
          {e}
        </Alert>
      ))}
    </Box>
  );
}
