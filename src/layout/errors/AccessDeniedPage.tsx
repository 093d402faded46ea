import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { StatusPage } from './StatusPage';

/** /app/access-denied: a page the visitor lacks the permission for, in the app's own colours. */
export function AccessDeniedPage() {
  const translate = useTranslate();
  return (
    <StatusPage
      icon={<LockIcon />}
      title={translate('ra.page.access_denied')}
      text={translate('ra.message.access_denied')}
    />
  );
}
