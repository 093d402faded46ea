// /app/admin/wallet-system
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { formatBeli } from '../../../common/beli';
import { PERMISSIONS } from '../../../common/permissions';
import { lazyPage } from '../../lib/lazyPage';
import type { ResourceEntry } from '../resourceEntry';
import { SystemWalletList } from './SystemWalletList';

const walletSystem: ResourceEntry = {
  name: 'admin/wallet-system',
  apiPath: 'system-wallets',
  list: SystemWalletList,
  create: lazyPage(() => import('./SystemWalletCreate'), 'SystemWalletCreate'),
  edit: lazyPage(() => import('./SystemWalletEdit'), 'SystemWalletEdit'),
  icon: AccountBalanceIcon,
  access: { read: [PERMISSIONS.walletAll], write: [PERMISSIONS.walletAll] },
  keyTexts: (wallet) => [wallet.name, formatBeli(wallet.balance)],
  recordRepresentation: 'name',
};

export default walletSystem;
