import { Datagrid, FunctionField, TextField } from 'react-admin';
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
        actions={<ListActions create />}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="code" />
          <TextField source="name" />
          <FunctionField
            source="balance"
            textAlign="right"
            render={(record: { balance: number }) => formatBeli(record.balance)}
          />
          <YesNoField source="allowNegative" sortable={false} />
        </Datagrid>
      </ResourceList>
      <LedgerCheckPanel />
    </>
  );
}
