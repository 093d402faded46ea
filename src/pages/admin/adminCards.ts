import BalanceIcon from '@mui/icons-material/Balance';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import { PERMISSIONS, type PermissionName } from '../../../common/permissions';
import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import { cardIdOf, type ResourceDefinition } from '../../../common/resources/define';
import { users } from '../../../common/resources/users';
import { resourceRegistry } from '../../resources/registry';
import { navCard, type NavCardSpec } from '../../layout/cards/navCards';
import '../../i18n/areas/audit';
import '../../i18n/areas/adminHome';

const card = (id: string, icon: NavCardSpec['icon'], to: string, permission?: PermissionName) =>
  navCard('app.admin.cards', id, icon, { to, ...(permission && { permissions: [permission] }) });

/** A definition's card, for who may write it, with its app part's icon (a list's if none). */
const definitionCard = (definition: ResourceDefinition) =>
  card(
    cardIdOf(definition),
    resourceRegistry.find((entry) => entry.name === definition.name)?.icon ?? ListAltIcon,
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
