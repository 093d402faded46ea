import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BuildIcon from '@mui/icons-material/Build';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import { PERMISSIONS } from '../../../common/permissions';
import type { NavCardSpec } from '../../layout/cards/navCards';

/** The seven home cards of SPEC 2, gated as DESIGN 10 says. */
export const homeCards: readonly NavCardSpec[] = [
  {
    id: 'admin',
    icon: AdminPanelSettingsIcon,
    title: 'app.cards.admin.title',
    description: 'app.cards.admin.description',
    to: '/app/admin',
    permissions: [PERMISSIONS.configPrivateAll],
  },
  {
    id: 'support',
    icon: SupportAgentIcon,
    title: 'app.cards.support.title',
    description: 'app.cards.support.description',
    externalConfig: 'SUPPORT_URL',
    unset: 'app.cards.support.unset',
  },
  {
    id: 'profile',
    icon: PersonIcon,
    title: 'app.cards.profile.title',
    description: 'app.cards.profile.description',
    to: '/app/profile/me',
    permissions: [PERMISSIONS.me],
  },
  {
    id: 'tools',
    icon: BuildIcon,
    title: 'app.cards.tools.title',
    description: 'app.cards.tools.description',
    to: '/app/tool',
    permissions: [PERMISSIONS.me],
  },
  {
    id: 'payment',
    icon: PaymentsIcon,
    title: 'app.cards.payment.title',
    description: 'app.cards.payment.description',
    to: '/app/payment',
    permissions: [PERMISSIONS.me],
  },
  {
    id: 'tutorial',
    icon: MenuBookIcon,
    title: 'app.cards.tutorial.title',
    description: 'app.cards.tutorial.description',
    to: '/app/tutorial',
  },
  {
    id: 'login',
    icon: SwitchAccountIcon,
    title: 'app.cards.login.title',
    description: 'app.cards.login.description',
    to: '/app/login',
  },
];
