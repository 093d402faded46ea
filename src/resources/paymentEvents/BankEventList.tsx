// /app/admin/payment/events
import { FunctionField, TextField, type RaRecord } from 'react-admin';
import { bankEvents } from '../../../common/resources/bankEvents';
import { DefinitionList } from '../../lib/definitions/DefinitionList';
import { formatVnd } from '../../lib/money';
import { EventStatusField } from './EventStatusField';
import '../../i18n/areas/payment';

export const KEY = 'resources.admin/payment/events';
export const TRANSFER_TYPES = ['in', 'out'] as const;

const stamps: ['id'] = ['id'];
const statusLabels: Record<string, string> = bankEvents.fields.status.choices;

/** A transfer's amount, signed: money going out of the account reads as such. */
const amount = (event: RaRecord) =>
  event.amountVnd === null
    ? ''
    : `${event.transferType === 'out' ? '−' : ''}${formatVnd(event.amountVnd)}`;

const cells = {
  amountVnd: <FunctionField render={amount} />,
  status: <EventStatusField />,
  // An order's number as it is, not grouped in thousands.
  orderId: <TextField source="orderId" />,
};

/** /app/admin/payment/events: every bank notification, as its definition draws it, the waiting ones first. */
export function BankEventList() {
  return (
    <DefinitionList
      definition={bankEvents}
      stamps={stamps}
      cells={cells}
      primaryText={(event) => `${amount(event)} · ${statusLabels[event.status]}`}
      secondaryText={(event) => event.content ?? ''}
    />
  );
}
