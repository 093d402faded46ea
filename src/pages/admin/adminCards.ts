import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BalanceIcon from '@mui/icons-material/Balance';
import BuildIcon from '@mui/icons-material/Build';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import ShieldIcon from '@mui/icons-material/Shield';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { PERMISSIONS, type PermissionName } from '../../../common/permissions';
import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import { cardIdOf, type ResourceDefinition } from '../../../common/resources/define';
import { users } from '../../../common/resources/users';
import { navCard, type NavCardSpec } from '../../layout/cards/navCards';
import '../../i18n/areas/audit';
import '../../i18n/areas/adminHome';

const card = (id: string, icon: SvgIconComponent, to: string, permission?: PermissionName) =>
  navCard('app.admin.cards', id, icon, { to, ...(permission && { permissions: [permission] }) });

/** The icons of the definitions' cards (common/resources); a list icon for the others. */
const DEFINITION_ICONS: Record<string, SvgIconComponent> = {
  'admin/user': PeopleIcon,
  'admin/aov/heroes': SportsEsportsIcon,
  'admin/aov/tags': LocalOfferIcon,
  'admin/aov/skins': CheckroomIcon,
  'admin/aov/items': ShieldIcon,
  'admin/tool': BuildIcon,
  'admin/wallet-system': AccountBalanceWalletIcon,
  'admin/payment/orders': ReceiptLongIcon,
  'admin/payment/events': AccountBalanceIcon,
};

/** A definition's card, for who may write it. */
const definitionCard = (definition: ResourceDefinition) =>
  card(
    cardIdOf(definition),
    DEFINITION_ICONS[definition.name] ?? ListAltIcon,
    `/app/${definition.name}`,
    definition.access.write,
  );

/**
 * The admin index of SPEC 2 in its order (dashboard, users, permissions, configuration), then
 * every other admin list: each admin screen is two clicks away.
 */
export const adminCards: readonly NavCardSpec[] = [
  card('dashboard', DashboardIcon, '/app/admin/dashboard'),
  definitionCard(users),
  card('permissions', SecurityIcon, '/app/admin/permission', PERMISSIONS.permissionAll),
  card('config', SettingsIcon, '/app/admin/config', PERMISSIONS.configPrivateAll),
  ...RESOURCE_DEFINITIONS.filter((definition) => definition !== users).map(definitionCard),
  card('reconciliation', BalanceIcon, '/app/admin/payment/reconciliation', PERMISSIONS.paymentAll),
  card('audit', HistoryIcon, '/app/admin/audit', PERMISSIONS.auditAll),
];
