import { Alert, Avatar, Box, Button } from '@mui/material';
import { FileButton } from '../../../lib/FileButton';
import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useBeliDataProvider } from '../../../providers/useBeliDataProvider';
import '../../../i18n/areas/tools';

/** One of the showcase header's pictures (the avatar, the overview): the member's own upload. */
export function HeaderPicture({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (uploadId: string | undefined) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange((await dataProvider.uploadPicture(file)).id);
    } catch (failure) {
      const message = (failure as Error).message;
      setError(translate('app.tools.uploads.failed', { name: file.name, message }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Avatar
        variant="rounded"
        src={value && `/api/uploads/${value}/thumb.webp`}
        alt={value ? label : ''}
      />
      <FileButton
        variant="outlined"
        size="small"
        disabled={busy}
        input={{ accept: 'image/png,image/jpeg,image/webp', 'aria-label': label, onChange: upload }}
      >
        {label}
      </FileButton>
      {value && (
        <Button size="small" onClick={() => onChange(undefined)}>
          {`${translate('app.tools.selection.remove')} ${label.toLowerCase()}`}
        </Button>
      )}
      {error && <Alert severity="warning">{error}</Alert>}
    </Box>
  );
}
