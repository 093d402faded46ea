import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { Button, useBasename, useCanAccess, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListActions } from './ListActions';

/**
 * A catalogue list's toolbar: filters, create, export (CSV or Excel), its `temp` staging page,
 * drawn after the rows, and the column chooser.
 */
export function CatalogueActions({ temp = false }: { temp?: boolean }) {
  const resource = useResourceContext();
  const basename = useBasename();
  const { canAccess: canWrite } = useCanAccess({ resource, action: 'create' });
  return (
    <ListActions create={canWrite} columns>
      {canWrite && temp && (
        <Button component={Link} to={`${basename}/${resource}/temp`} label="app.aov.temp">
          <CloudSyncIcon />
        </Button>
      )}
    </ListActions>
  );
}
