import { Box, Button, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useInput, useTranslate, useTranslateLabel } from 'react-admin';
import { uploadThumbUrl } from '../../common/aov';
import { API_URL } from '../providers/apiAddress';
import { useBeliDataProvider } from '../providers/useBeliDataProvider';
import { FileButton } from './FileButton';

/**
 * A picture input: sends the chosen file to POST /uploads at once (with a progress bar and a
 * preview), and keeps the upload's id as the field's value. The server judges the file. Its label
 * is the resource's for `source` unless one is given, as react-admin's inputs do.
 */
export function UploadInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const dataProvider = useBeliDataProvider();
  const { field, fieldState } = useInput({ source, defaultValue: null });
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const stored = await dataProvider.uploadPicture(file, setProgress);
      field.onChange(stored.id);
    } catch (failure) {
      setError((failure as Error).message);
      setPreview(null);
    } finally {
      setProgress(null);
    }
  }

  const shown = preview ?? (field.value ? uploadThumbUrl(String(field.value), API_URL) : null);
  const message = error ?? fieldState.error?.message;
  return (
    <Stack spacing={1} sx={{ mb: 2, maxWidth: 320 }}>
      <Typography variant="body2" color="text.secondary">
        {translateLabel({ source, label })}
      </Typography>
      {shown && (
        <Box
          component="img"
          src={shown}
          alt={translate('app.upload.preview')}
          sx={{ maxWidth: 256, maxHeight: 256, borderRadius: 1, objectFit: 'contain' }}
        />
      )}
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={translate('app.upload.progress')}
        />
      )}
      <Stack direction="row" spacing={1}>
        <FileButton
          variant="outlined"
          disabled={progress !== null}
          input={{
            name: `${source}-file`,
            accept: 'image/png,image/jpeg,image/webp',
            onChange: choose,
          }}
        >
          {translate(field.value ? 'app.upload.replace' : 'app.upload.choose')}
        </FileButton>
        {field.value && progress === null && (
          <Button onClick={() => field.onChange(null)}>{translate('app.upload.remove')}</Button>
        )}
      </Stack>
      <FormHelperText error={Boolean(message)}>
        {message ? translate(message, { _: message }) : translate('app.upload.hint')}
      </FormHelperText>
    </Stack>
  );
}
