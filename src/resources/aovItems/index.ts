// /app/admin/aov/items
import { items } from '../../../common/resources/items';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';

export default catalogueEntry(items, {
  list: lazyPage(() => import('./itemScreens'), 'ItemList'),
});
