import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { Button, useBasename, useCanAccess, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** A catalogue list's link to its `temp` staging page (importing from a file), for its writers. */
export function StagingButton() {
  const resource = useResourceContext();
  const basename = useBasename();
  const { canAccess: canWrite } = useCanAccess({ resource, action: 'create' });
  if (!canWrite) return null;
  return (
    <Button component={Link} to={`${basename}/${resource}/temp`} label="app.aov.temp">
      <CloudSyncIcon />
    </Button>
  );
}
