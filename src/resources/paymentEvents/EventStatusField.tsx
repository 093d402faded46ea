import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import '../../i18n/areas/payment';

const KEY = 'resources.admin/payment/events';
const COLORS = {
  received: 'info',
  credited: 'success',
  waiting: 'warning',
  invalid: 'error',
} as const;

export function EventStatusField(_props: { label?: string }) {
  const record = useRecordContext<{ status: keyof typeof COLORS; reason: string | null }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={COLORS[record.status]}
        label={translate(`${KEY}.status.${record.status}`)}
      />
      {record.reason && record.status !== 'credited' && (
        <Chip
          size="small"
          variant="outlined"
          label={translate(`${KEY}.reason.${record.reason}`, { _: record.reason })}
        />
      )}
    </Stack>
  );
}
