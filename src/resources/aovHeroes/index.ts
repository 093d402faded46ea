// /app/admin/aov/heroes
import { PERMISSIONS } from '../../../common/permissions';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';
import { HeroDeleteButton } from './heroDelete';
import { HeroList } from './HeroList';

export default catalogueEntry('heroes', {
  write: PERMISSIONS.aovHeroCreate,
  list: HeroList,
  inputs: lazyPage(() => import('./HeroInputs'), 'HeroInputs'),
  deleteButton: HeroDeleteButton,
});
