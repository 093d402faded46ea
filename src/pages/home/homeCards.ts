import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BuildIcon from '@mui/icons-material/Build';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import { PERMISSIONS } from '../../../common/permissions';
import { navCard, type NavCardSpec } from '../../layout/cards/navCards';

const KEYS = 'app.cards';

/** The seven home cards of SPEC 2, gated as DESIGN 10 says. */
export const homeCards: readonly NavCardSpec[] = [
  navCard(KEYS, 'admin', AdminPanelSettingsIcon, {
    to: '/app/admin',
    permissions: [PERMISSIONS.configPrivateAll],
  }),
  navCard(KEYS, 'support', SupportAgentIcon, {
    externalConfig: 'SUPPORT_URL',
    unset: 'app.cards.support.unset',
  }),
  navCard(KEYS, 'profile', PersonIcon, { to: '/app/profile/me', permissions: [PERMISSIONS.me] }),
  navCard(KEYS, 'tools', BuildIcon, { to: '/app/tool', permissions: [PERMISSIONS.me] }),
  navCard(KEYS, 'payment', PaymentsIcon, { to: '/app/payment', permissions: [PERMISSIONS.me] }),
  navCard(KEYS, 'tutorial', MenuBookIcon, { to: '/app/tutorial' }),
  navCard(KEYS, 'login', SwitchAccountIcon, { to: '/app/login' }),
];
