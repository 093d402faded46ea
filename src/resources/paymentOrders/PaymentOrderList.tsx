// /app/admin/payment/orders
import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanInput, DataTable, DateField, SimpleList, useTranslate } from 'react-admin';
import { ListActions } from '../../lib/ListActions';
import { formatBeli, formatVnd } from '../../lib/money';
import { selectFilter } from '../../lib/selectFilter';
import { OrderStatusField } from './OrderStatusField';
import { ResourceList } from '../../lib/ResourceList';
import type { TopupOrder } from '../../providers/answers';
import '../../i18n/areas/payment';
import { searchFilter } from '../../lib/listFilters';

const KEY = 'resources.admin/payment/orders';

const filters = [
  searchFilter(),
  selectFilter(KEY, 'status', ['pending', 'expired', 'paid', 'cancelled'], true),
  selectFilter(KEY, 'settledBy', ['webhook', 'confirmed', 'assigned']),
  <BooleanInput key="late" source="late" />,
];

type Row = TopupOrder;

/** /app/admin/payment/orders: every top-up order (payment.all). */
export function PaymentOrderList() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      actions={<ListActions columns />}
    >
      {small ? (
        <SimpleList<Row>
          primaryText={(r) => `${r.memoCode} · ${formatVnd(r.amountVnd)}`}
          secondaryText={(r) =>
            `${r.user?.email ?? ''} · ${translate(`${KEY}.status.${r.status}`)}`
          }
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="user.email" disableSort />
          <DataTable.Col source="memoCode" disableSort />
          <DataTable.Col<Row> source="amountVnd" render={(r) => formatVnd(r.amountVnd)} />
          <DataTable.Col<Row>
            source="paidVnd"
            disableSort
            render={(r) => (r.paidVnd === null ? '' : formatVnd(r.paidVnd))}
          />
          <DataTable.Col<Row>
            source="creditBeli"
            disableSort
            render={(r) =>
              r.creditBeli === null
                ? ''
                : formatBeli(r.creditBeli) + (r.bonusBeli ? ` + ${formatBeli(r.bonusBeli)}` : '')
            }
          />
          <DataTable.Col label={`${KEY}.fields.status`} disableSort>
            <OrderStatusField />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" showTime locales="vi-VN" />
          </DataTable.Col>
          <DataTable.Col source="paidAt">
            <DateField source="paidAt" showTime locales="vi-VN" />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
}
