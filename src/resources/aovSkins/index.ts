// /app/admin/aov/skins
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { skins } from '../../../common/resources/skins';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';

export default catalogueEntry(skins, {
  icon: CheckroomIcon,
  list: lazyPage(() => import('./skinScreens'), 'SkinList'),
  inputs: lazyPage(() => import('./skinForm'), 'SkinInputs'),
});
