// /app/admin/aov/skins
import { PERMISSIONS } from '../../../common/permissions';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';
import { SkinList } from './SkinList';

export default catalogueEntry('skins', {
  write: PERMISSIONS.aovSkinCreate,
  list: SkinList,
  inputs: lazyPage(() => import('./SkinInputs'), 'SkinInputs'),
});
