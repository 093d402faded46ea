import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { KEY } from './auditKey';

/** Past this, a value is cut short in the table (the export keeps it whole). */
const LONGEST = 120;

const text = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(text).join(', ')
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const shown = (value: unknown) => {
  const whole = text(value);
  return whole.length > LONGEST ? `${whole.slice(0, LONGEST)}…` : whole;
};

/** A record's values in an audit event, one `field: value` line each; nothing reads "Không có". */
export function AuditValuesField({ source }: { source: 'before' | 'after' }) {
  const translate = useTranslate();
  const values = useRecordContext()?.[source] as unknown;
  if (values === null || values === undefined) return <>{translate(`${KEY}.empty`)}</>;
  if (typeof values !== 'object' || Array.isArray(values)) return <>{shown(values)}</>;
  return (
    <Box sx={{ fontSize: '0.8125rem', minWidth: 200, maxWidth: 360, overflowWrap: 'anywhere' }}>
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
