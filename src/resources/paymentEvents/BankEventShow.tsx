// /app/admin/payment/events/{id}/show
import {
  DateField,
  FunctionField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { formatVnd } from '../../lib/money';
import { RecordTimeline } from '../../lib/RecordTimeline';
import { selectField } from '../../lib/selectFilter';
import { KEY, TRANSFER_TYPES } from './BankEventList';
import { EventActions } from './EventActions';
import { EventStatusField } from './EventStatusField';
import type { BankEvent } from '../../providers/answers';
import '../../i18n/areas/payment';

type Row = BankEvent;

export function BankEventShow() {
  return (
    <Show actions={<EventActions />} aside={<RecordTimeline auditResource="payments/events" />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <EventStatusField label={`${KEY}.fields.status`} />
        <DateField source="receivedAt" showTime locales="vi-VN" />
        <TextField source="gateway" />
        <TextField source="transactionDate" />
        <TextField source="accountNumber" />
        {selectField(KEY, 'transferType', TRANSFER_TYPES)}
        <FunctionField<Row>
          source="amountVnd"
          render={(r) => (r.amountVnd === null ? '' : formatVnd(r.amountVnd))}
        />
        <TextField source="content" />
        <TextField source="referenceCode" />
        <TextField source="providerId" />
        <NumberField source="deliveries" />
        <ReferenceField source="orderId" reference="admin/payment/orders" link="show" emptyText="">
          <TextField source="memoCode" />
        </ReferenceField>
        <FunctionField<Row>
          source="raw"
          render={(r) => (
            <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
              {JSON.stringify(r.raw, null, 2)}
            </pre>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
}
