import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StagedRow } from '../../../common/aov';
import '../../i18n/areas/aovPages';

const asText = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : Array.isArray(value)
      ? value.join('|')
      : String(value);

/** Edits a staged row as text, the way a CSV cell holds it; the server judges it again. */
export function StagingRowDialog({
  row,
  fields,
  label,
  onSave,
  onClose,
}: {
  row: StagedRow;
  fields: readonly string[];
  label: (field: string) => string;
  onSave: (data: Record<string, string>) => Promise<void>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [data, setData] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f, asText(row.data[f])])),
  );
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.aov.staging.edit', { line: row.line })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {fields.map((field) => (
            <TextField
              key={field}
              label={label(field)}
              name={field}
              value={data[field]}
              error={Boolean(row.errors?.[field])}
              helperText={row.errors?.[field]}
              onChange={(event) => setData({ ...data, [field]: event.target.value })}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.aov.staging.cancel')}</Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={async () => {
            setSaving(true);
            await onSave(data).finally(() => setSaving(false));
          }}
        >
          {translate('app.aov.staging.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
