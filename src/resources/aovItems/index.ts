// /app/admin/aov/items
import { items } from '../../../common/resources/items';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';
import { ItemList } from './ItemList';

export default catalogueEntry(items, {
  list: ItemList,
  inputs: lazyPage(() => import('./ItemInputs'), 'ItemInputs'),
});
