import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import LockIcon from '@mui/icons-material/Lock';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { StatusPage } from './StatusPage';

/** One of react-admin's own status pages in the app's own form: its title and text, translated. */
function RaStatusPage({ icon, name }: { icon: ReactNode; name: string }) {
  const translate = useTranslate();
  return (
    <StatusPage
      icon={icon}
      title={translate(`ra.page.${name}`)}
      text={translate(`ra.message.${name}`)}
    />
  );
}

/** /app/access-denied: a page the visitor lacks the permission for. */
export const AccessDeniedPage = () => <RaStatusPage icon={<LockIcon />} name="access_denied" />;

/** /app/authentication-error: the server could not check the sign-in. */
export const AuthenticationErrorPage = () => (
  <RaStatusPage icon={<ErrorOutlineIcon />} name="authentication_error" />
);
