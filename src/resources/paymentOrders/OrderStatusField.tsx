import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import '../../i18n/areas/payment';

const COLORS = {
  pending: 'info',
  expired: 'default',
  paid: 'success',
  cancelled: 'warning',
} as const;

export function OrderStatusField(_props: { label?: string }) {
  const record = useRecordContext<{ status: keyof typeof COLORS; late: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Chip
        size="small"
        color={COLORS[record.status]}
        label={translate(`resources.admin/payment/orders.status.${record.status}`)}
      />
      {record.late && (
        <Chip
          size="small"
          variant="outlined"
          sx={{ ml: 0.5 }}
          label={translate('resources.admin/payment/orders.fields.late')}
        />
      )}
    </>
  );
}
