import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { COLLAGE_LIMITS } from '../../../../common/tools';
import { API_URL, tokenStore } from '../../../providers/httpClient';
import type { PickedUpload } from './useCollageChoice';

interface Sending {
  name: string;
  percent: number;
}

/** A proxy's error page is no JSON: it then says nothing, and the status speaks. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** POST /api/uploads with XMLHttpRequest: fetch cannot report upload progress. */
function sendPicture(file: File, onProgress: (percent: number) => void): Promise<PickedUpload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_URL}/uploads`);
    const token = tokenStore.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parseJson(request.responseText) as {
        data?: { id: string; thumbUrl: string };
        message?: string;
      };
      if (request.status === 201 && body.data) {
        resolve({ id: body.data.id, thumbUrl: body.data.thumbUrl, name: file.name });
      } else reject(new Error(body.message ?? `HTTP ${request.status}`));
    };
    request.onerror = () => reject(new Error('Mất kết nối'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** The user's own pictures for ghep-anh-2: up to 50, each with its upload progress. */
export function UploadPictures({
  uploads,
  onAdded,
}: {
  uploads: PickedUpload[];
  onAdded: (upload: PickedUpload) => void;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const max = COLLAGE_LIMITS.maxUploads;

  const upload = async (files: File[]) => {
    const room = max - uploads.length;
    const problems = files.length > room ? [translate('app.tools.uploads.tooMany', { max })] : [];
    for (const file of files.slice(0, Math.max(0, room))) {
      setSending({ name: file.name, percent: 0 });
      try {
        onAdded(await sendPicture(file, (percent) => setSending({ name: file.name, percent })));
      } catch (error) {
        const message = (error as Error).message;
        problems.push(translate('app.tools.uploads.failed', { name: file.name, message }));
      }
    }
    setSending(null);
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
