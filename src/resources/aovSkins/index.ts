// /app/admin/aov/skins
import { skins } from '../../../common/resources/skins';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';
import { SkinList } from './SkinList';

export default catalogueEntry(skins, {
  list: SkinList,
  inputs: lazyPage(() => import('./SkinInputs'), 'SkinInputs'),
});
