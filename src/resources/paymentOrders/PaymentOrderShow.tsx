// /app/admin/payment/orders/{id}/show
import {
  DateField,
  FunctionField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import { formatBeli, formatVnd } from '../../lib/money';
import { RecordTimeline } from '../../lib/RecordTimeline';
import { OrderActions } from './OrderActions';
import { OrderStatusField } from './OrderStatusField';
import type { TopupOrder } from '../../providers/answers';
import '../../i18n/areas/payment';

const KEY = 'resources.admin/payment/orders';

type Row = TopupOrder;

const vnd = (n: number | null) => (n === null ? '' : formatVnd(n));
const beli = (n: number | null) => (n === null ? '' : formatBeli(n));

export function PaymentOrderShow() {
  const translate = useTranslate();
  return (
    <Show actions={<OrderActions />} aside={<RecordTimeline auditResource="payments/orders" />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="user.email" />
        <TextField source="memoCode" />
        <OrderStatusField label={`${KEY}.fields.status`} />
        <FunctionField<Row> source="amountVnd" render={(r) => vnd(r.amountVnd)} />
        <FunctionField<Row> source="paidVnd" render={(r) => vnd(r.paidVnd)} />
        <FunctionField<Row> source="creditBeli" render={(r) => beli(r.creditBeli)} />
        <FunctionField<Row> source="bonusBeli" render={(r) => beli(r.bonusBeli)} />
        <FunctionField<Row>
          source="settledBy"
          render={(r) => (r.settledBy ? translate(`${KEY}.settledBy.${r.settledBy}`) : '')}
        />
        <ReferenceField
          source="bankEventId"
          reference="admin/payment/events"
          link="show"
          emptyText=""
        >
          <TextField source="referenceCode" />
        </ReferenceField>
        <DateField source="createdAt" showTime locales="vi-VN" />
        <DateField source="expiresAt" showTime locales="vi-VN" />
        <DateField source="paidAt" showTime locales="vi-VN" emptyText="" />
        <DateField source="cancelledAt" showTime locales="vi-VN" emptyText="" />
      </SimpleShowLayout>
    </Show>
  );
}
