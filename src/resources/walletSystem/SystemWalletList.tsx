import { formatBeli } from '../../../common/beli';
import { systemWallets } from '../../../common/resources/systemWallets';
import { DefinitionList } from '../../lib/definitions/DefinitionList';
import { LedgerCheckPanel } from './LedgerCheckPanel';

/** /app/admin/wallet-system: the system wallets, as their definition draws them, and the reconciliation. */
export function SystemWalletList() {
  return (
    <>
      <DefinitionList
        definition={systemWallets}
        secondaryText={(wallet) => formatBeli(wallet.balance)}
      />
      <LedgerCheckPanel />
    </>
  );
}
