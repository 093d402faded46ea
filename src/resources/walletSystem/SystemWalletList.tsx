import { DataTable } from 'react-admin';
import { formatBeli } from '../../../common/beli';
import { ListActions } from '../../lib/ListActions';
import { YesNoField } from '../../lib/YesNoField';
import { LedgerCheckPanel } from './LedgerCheckPanel';
import { ResourceList } from '../../lib/ResourceList';

/** /app/admin/wallet-system: the system wallets and the reconciliation. */
export function SystemWalletList() {
  return (
    <>
      <ResourceList
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        actions={<ListActions create columns />}
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="code" />
          <DataTable.Col source="name" />
          <DataTable.Col
            source="balance"
            align="right"
            render={(record: { balance: number }) => formatBeli(record.balance)}
          />
          <DataTable.Col source="allowNegative" disableSort>
            <YesNoField source="allowNegative" />
          </DataTable.Col>
        </DataTable>
      </ResourceList>
      <LedgerCheckPanel />
    </>
  );
}
