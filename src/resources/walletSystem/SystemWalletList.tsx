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
        // A phone shows its code, which the modules know it by, and its balance.
        secondaryText={(wallet) => (
          <>
            <span>{wallet.code}</span> · {formatBeli(wallet.balance)}
          </>
        )}
      />
      <LedgerCheckPanel />
    </>
  );
}
