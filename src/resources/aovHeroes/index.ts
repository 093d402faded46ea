// /app/admin/aov/heroes
import { PERMISSIONS } from '../../../common/permissions';
import { catalogueEntry } from '../catalogueEntry';
import { HeroDeleteButton } from './heroDelete';
import { HeroInputs } from './HeroInputs';
import { HeroList } from './HeroList';

export default catalogueEntry('heroes', {
  write: PERMISSIONS.aovHeroCreate,
  list: HeroList,
  inputs: HeroInputs,
  deleteButton: HeroDeleteButton,
});
