import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StagedRow } from '../../../common/aov';
import '../../i18n/areas/aovPages';

const show = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'có' : 'không';
  return String(value);
};

/** One field of a staged row: the imported value beside the catalogue's, and its error. */
export function StagingCell({ row, field }: { row: StagedRow; field: string }) {
  const translate = useTranslate();
  const imported = row.values ? row.values[field] : row.data[field];
  const changed = row.changes.includes(field);
  const error = row.errors?.[field];
  return (
    <Box>
      <Typography
        variant="body2"
        sx={{ fontWeight: changed ? 700 : undefined, color: changed ? 'warning.main' : undefined }}
      >
        {show(imported)}
      </Typography>
      {changed && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ textDecoration: 'line-through', display: 'block' }}
        >
          {translate('app.aov.staging.current', { value: show(row.current?.[field]) })}
        </Typography>
      )}
      {error && (
        <Typography variant="caption" color="error" sx={{ display: 'block' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
