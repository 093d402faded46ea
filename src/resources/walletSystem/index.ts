// /app/admin/wallet-system
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { formatBeli } from '../../../common/beli';
import { PERMISSIONS } from '../../../common/permissions';
import type { ResourceEntry } from '../resourceEntry';
import { SystemWalletCreate } from './SystemWalletCreate';
import { SystemWalletEdit } from './SystemWalletEdit';
import { SystemWalletList } from './SystemWalletList';

const walletSystem: ResourceEntry = {
  name: 'admin/wallet-system',
  apiPath: 'system-wallets',
  list: SystemWalletList,
  create: SystemWalletCreate,
  edit: SystemWalletEdit,
  icon: AccountBalanceIcon,
  access: { read: [PERMISSIONS.walletAll], write: [PERMISSIONS.walletAll] },
  keyTexts: (wallet) => [wallet.name, formatBeli(wallet.balance)],
  recordRepresentation: 'name',
};

export default walletSystem;
