// /app/admin/aov/skins
import { skins } from '../../../common/resources/skins';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';

export default catalogueEntry(skins, {
  list: lazyPage(() => import('./skinScreens'), 'SkinList'),
  inputs: lazyPage(() => import('./skinForm'), 'SkinInputs'),
});
