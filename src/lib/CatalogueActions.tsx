import CloudSyncIcon from '@mui/icons-material/CloudSync';
import {
  Button,
  CreateButton,
  ExportButton,
  FilterButton,
  TopToolbar,
  useBasename,
  useCanAccess,
  useResourceContext,
} from 'react-admin';
import { Link } from 'react-router-dom';

/** A catalogue list's toolbar: filters, create, CSV export, and its `temp` staging page. */
export function CatalogueActions({ temp = false }: { temp?: boolean }) {
  const resource = useResourceContext();
  const basename = useBasename();
  const { canAccess: canWrite } = useCanAccess({ resource, action: 'create' });
  return (
    <TopToolbar>
      <FilterButton />
      {canWrite && <CreateButton />}
      {canWrite && temp && (
        <Button component={Link} to={`${basename}/${resource}/temp`} label="app.aov.temp">
          <CloudSyncIcon />
        </Button>
      )}
      <ExportButton />
    </TopToolbar>
  );
}
