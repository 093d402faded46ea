// /app/admin/aov/items
import ShieldIcon from '@mui/icons-material/Shield';
import { items } from '../../../common/resources/items';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';

export default catalogueEntry(items, {
  icon: ShieldIcon,
  list: lazyPage(() => import('./itemScreens'), 'ItemList'),
});
