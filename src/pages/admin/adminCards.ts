import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BuildIcon from '@mui/icons-material/Build';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { PERMISSIONS } from '../../../common/permissions';
import type { NavCardSpec } from '../../layout/cards/navCards';

/** The admin index of SPEC 2, plus tools and system wallets. */
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
];
