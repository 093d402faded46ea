import SearchOffIcon from '@mui/icons-material/SearchOff';
import { vi } from '../../i18n/vi';
import { StatusPage } from './StatusPage';

/** Any path under /app that no screen answers. */
export function NotFoundPage() {
  return (
    <StatusPage
      icon={<SearchOffIcon />}
      title={vi.app.errors.notFoundTitle}
      text={vi.app.errors.notFoundText}
    />
  );
}
