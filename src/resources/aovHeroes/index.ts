// /app/admin/aov/heroes
import { heroes } from '../../../common/resources/heroes';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';
import { HeroDeleteButton } from './heroDelete';

export default catalogueEntry(heroes, {
  list: lazyPage(() => import('./HeroList'), 'HeroList'),
  inputs: lazyPage(() => import('./HeroInputs'), 'HeroInputs'),
  deleteButton: HeroDeleteButton,
});
