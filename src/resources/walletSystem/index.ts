// /app/admin/wallet-system
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { formatBeli } from '../../../common/beli';
import { systemWallets } from '../../../common/resources/systemWallets';
import { lazyPage } from '../../lib/lazyPage';
import { definitionEntry } from '../definitionEntry';
import type { ResourceEntry } from '../resourceEntry';

const walletSystem: ResourceEntry = {
  ...definitionEntry(systemWallets, {
    list: lazyPage(() => import('./SystemWalletList'), 'SystemWalletList'),
    edit: lazyPage(() => import('./SystemWalletEdit'), 'SystemWalletEdit'),
    icon: AccountBalanceWalletIcon,
  }),
  // Its list asks for itself: an early page would be asked before anyone knows who may read it.
  listQuery: undefined,
  keyTexts: (wallet) => [wallet.name, formatBeli(wallet.balance)],
};

export default walletSystem;
