// /app/admin/aov/heroes
import { heroes } from '../../../common/resources/heroes';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';
import { HeroDeleteButton } from './heroDelete';
import { HeroList } from './HeroList';

export default catalogueEntry(heroes, {
  list: HeroList,
  inputs: lazyPage(() => import('./HeroInputs'), 'HeroInputs'),
  deleteButton: HeroDeleteButton,
});
