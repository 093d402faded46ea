import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { KEY } from './auditKey';

const shown = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(shown).join(', ')
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A record's values in an audit event, one `field: value` line each; nothing reads "Không có". */
export function AuditValuesField({ source }: { source: 'before' | 'after' }) {
  const translate = useTranslate();
  const values = useRecordContext()?.[source] as unknown;
  if (values === null || values === undefined) return <>{translate(`${KEY}.empty`)}</>;
  if (typeof values !== 'object' || Array.isArray(values)) return <>{shown(values)}</>;
  return (
    <Box sx={{ fontSize: '0.8125rem', maxWidth: 360, overflowWrap: 'anywhere' }}>
      {Object.entries(values).map(([field, value]) => (
        <div key={field}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {field}:
          </Box>{' '}
          {shown(value)}
        </div>
      ))}
    </Box>
  );
}
