// /app/admin/wallet-system
import { BooleanField, Datagrid, FunctionField, List, TextField } from 'react-admin';
import { formatBeli } from '../../../common/beli';
import { ListActions } from '../../lib/ListActions';
import { LedgerCheckPanel } from './LedgerCheckPanel';

/** /app/admin/wallet-system: the system wallets and the reconciliation. */
export function SystemWalletList() {
  return (
    <>
      <List sort={{ field: 'id', order: 'ASC' }} perPage={25} actions={<ListActions create />}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="code" />
          <TextField source="name" />
          <FunctionField
            source="balance"
            textAlign="right"
            render={(record: { balance: number }) => formatBeli(record.balance)}
          />
          <BooleanField source="allowNegative" sortable={false} />
        </Datagrid>
      </List>
      <LedgerCheckPanel />
    </>
  );
}
