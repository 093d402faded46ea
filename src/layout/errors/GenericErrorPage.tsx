import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { vi } from '../../i18n/vi';
import { StatusPage } from './StatusPage';

/** An error that is not a render crash: a route that failed to load, a page that cannot go on. */
export function GenericErrorPage() {
  return (
    <StatusPage
      icon={<ErrorOutlineIcon />}
      title={vi.app.errors.genericTitle}
      text={vi.app.errors.genericText}
    />
  );
}
