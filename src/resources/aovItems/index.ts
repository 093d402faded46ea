// /app/admin/aov/items
import { PERMISSIONS } from '../../../common/permissions';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';
import { ItemList } from './ItemList';

export default catalogueEntry('items', {
  write: PERMISSIONS.aovItemCreate,
  list: ItemList,
  inputs: lazyPage(() => import('./ItemInputs'), 'ItemInputs'),
});
