// /app/admin/aov/skins
import { PERMISSIONS } from '../../../common/permissions';
import { catalogueEntry } from '../catalogueEntry';
import { SkinInputs } from './SkinInputs';
import { SkinList } from './SkinList';

export default catalogueEntry('skins', {
  write: PERMISSIONS.aovSkinCreate,
  list: SkinList,
  inputs: SkinInputs,
});
