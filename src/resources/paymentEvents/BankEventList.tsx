// /app/admin/payment/events
import { useMediaQuery, type Theme } from '@mui/material';
import { bankEvents } from '../../../common/resources/bankEvents';
import { DataTable, DateField, SimpleList, useTranslate } from 'react-admin';
import { ListActions } from '../../lib/ListActions';
import { formatVnd } from '../../lib/money';
import { selectFilter } from '../../lib/selectFilter';
import { EventStatusField } from './EventStatusField';
import { ResourceList } from '../../lib/ResourceList';
import type { BankEvent } from '../../providers/answers';
import '../../i18n/areas/payment';
import { searchFilter } from '../../lib/listFilters';

export const KEY = 'resources.admin/payment/events';
export const TRANSFER_TYPES = ['in', 'out'] as const;

const filters = [
  searchFilter(),
  selectFilter(KEY, 'status', ['received', 'credited', 'waiting', 'invalid'], true),
  selectFilter(KEY, 'reason', [
    'unmatched',
    'wrong_account',
    'outgoing',
    'order_cancelled',
    'order_already_paid',
    'amount_out_of_bounds',
    'invalid_body',
    'duplicate_transfer',
  ]),
  selectFilter(KEY, 'transferType', TRANSFER_TYPES),
];

type Row = BankEvent;

const amount = (r: Row) =>
  r.amountVnd === null ? '' : `${r.transferType === 'out' ? '−' : ''}${formatVnd(r.amountVnd)}`;

/** /app/admin/payment/events: every bank notification, the waiting ones first to look at. */
export function BankEventList() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList
      filters={filters}
      filterDefaultValues={bankEvents.list.defaultFilter}
      sort={{ field: 'id', order: 'DESC' }}
      actions={<ListActions columns />}
    >
      {small ? (
        <SimpleList<Row>
          primaryText={(r) => `${amount(r)} · ${translate(`${KEY}.status.${r.status}`)}`}
          secondaryText={(r) => r.content ?? ''}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="receivedAt">
            <DateField source="receivedAt" showTime locales="vi-VN" />
          </DataTable.Col>
          <DataTable.Col source="gateway" disableSort />
          <DataTable.Col source="accountNumber" disableSort />
          <DataTable.Col<Row> source="amountVnd" render={amount} />
          <DataTable.Col source="content" disableSort />
          <DataTable.Col label={`${KEY}.fields.status`} disableSort>
            <EventStatusField />
          </DataTable.Col>
          <DataTable.Col source="orderId" disableSort />
        </DataTable>
      )}
    </ResourceList>
  );
}
