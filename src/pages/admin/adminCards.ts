import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BuildIcon from '@mui/icons-material/Build';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import ShieldIcon from '@mui/icons-material/Shield';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { PERMISSIONS } from '../../../common/permissions';
import type { NavCardSpec } from '../../layout/cards/navCards';

/** The admin index of SPEC 2, plus every other admin list: each admin screen is two clicks away. */
export const adminCards: readonly NavCardSpec[] = [
  {
    id: 'dashboard',
    icon: DashboardIcon,
    title: 'app.admin.cards.dashboard.title',
    description: 'app.admin.cards.dashboard.description',
    to: '/app/admin/dashboard',
  },
  {
    id: 'users',
    icon: PeopleIcon,
    title: 'app.admin.cards.users.title',
    description: 'app.admin.cards.users.description',
    to: '/app/admin/user',
    permissions: [PERMISSIONS.userAll],
  },
  {
    id: 'permissions',
    icon: SecurityIcon,
    title: 'app.admin.cards.permissions.title',
    description: 'app.admin.cards.permissions.description',
    to: '/app/admin/permission',
    permissions: [PERMISSIONS.permissionAll],
  },
  {
    id: 'config',
    icon: SettingsIcon,
    title: 'app.admin.cards.config.title',
    description: 'app.admin.cards.config.description',
    to: '/app/admin/config',
    permissions: [PERMISSIONS.configPrivateAll],
  },
  {
    id: 'aov',
    icon: SportsEsportsIcon,
    title: 'app.admin.cards.aov.title',
    description: 'app.admin.cards.aov.description',
    to: '/app/admin/aov/heroes',
    permissions: [PERMISSIONS.aovHeroCreate],
  },
  {
    id: 'tags',
    icon: LocalOfferIcon,
    title: 'app.admin.cards.tags.title',
    description: 'app.admin.cards.tags.description',
    to: '/app/admin/aov/tags',
    permissions: [PERMISSIONS.aovTagCreate],
  },
  {
    id: 'skins',
    icon: CheckroomIcon,
    title: 'app.admin.cards.skins.title',
    description: 'app.admin.cards.skins.description',
    to: '/app/admin/aov/skins',
    permissions: [PERMISSIONS.aovSkinCreate],
  },
  {
    id: 'items',
    icon: ShieldIcon,
    title: 'app.admin.cards.items.title',
    description: 'app.admin.cards.items.description',
    to: '/app/admin/aov/items',
    permissions: [PERMISSIONS.aovItemCreate],
  },
  {
    id: 'tools',
    icon: BuildIcon,
    title: 'app.admin.cards.tools.title',
    description: 'app.admin.cards.tools.description',
    to: '/app/admin/tool',
    permissions: [PERMISSIONS.toolAll],
  },
  {
    id: 'wallets',
    icon: AccountBalanceWalletIcon,
    title: 'app.admin.cards.wallets.title',
    description: 'app.admin.cards.wallets.description',
    to: '/app/admin/wallet-system',
    permissions: [PERMISSIONS.walletAll],
  },
  {
    id: 'paymentOrders',
    icon: ReceiptLongIcon,
    title: 'app.admin.cards.paymentOrders.title',
    description: 'app.admin.cards.paymentOrders.description',
    to: '/app/admin/payment/orders',
    permissions: [PERMISSIONS.paymentAll],
  },
  {
    id: 'bankEvents',
    icon: AccountBalanceIcon,
    title: 'app.admin.cards.bankEvents.title',
    description: 'app.admin.cards.bankEvents.description',
    to: '/app/admin/payment/events',
    permissions: [PERMISSIONS.paymentAll],
  },
];
