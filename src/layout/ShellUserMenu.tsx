import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LoginIcon from '@mui/icons-material/Login';
import {
  Button,
  ListItemIcon,
  ListItemText,
  MenuItem,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

function ProfileItem() {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to="/app/profile/me" onClick={menu?.onClose}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.shell.profile')}</ListItemText>
    </MenuItem>
  );
}

/** Signed in: profile and sign out. A visitor: a sign-in button. */
export function ShellUserMenu() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  // Wide, the button shows the name, so its accessible name holds the name too (WCAG 2.5.3);
  // on a phone it is an icon, named by react-admin's own key.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const label = wide
    ? translate('app.shell.userMenu', { name: identity?.fullName ?? '' })
    : 'ra.auth.user_menu';
  if (isPending) return null;
  if (!identity) {
    return (
      <Button color="inherit" component={Link} to="/app/login" startIcon={<LoginIcon />}>
        {translate('app.shell.signIn')}
      </Button>
    );
  }
  return (
    <UserMenu label={label}>
      <ProfileItem />
      <Logout />
    </UserMenu>
  );
}
