// /app/admin/aov/heroes
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { heroes } from '../../../common/resources/heroes';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';

export default catalogueEntry(heroes, {
  icon: SportsEsportsIcon,
  list: lazyPage(() => import('./heroScreens'), 'HeroList'),
  inputs: lazyPage(() => import('./heroForm'), 'HeroInputs'),
  deleteButton: lazyPage(() => import('./heroDelete'), 'HeroDeleteButton'),
});
