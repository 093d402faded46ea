import { createElement } from 'react';
import { PERMISSIONS } from '../../../common/permissions';
import { editRoutes } from '../../lib/editRoute';
import { StagingPage } from '../../pages/aov/StagingPage';
import type { ResourceEntry } from '../registry';
import { HeroCreate } from './HeroCreate';
import { HeroEdit } from './HeroEdit';
import { HeroList } from './HeroList';

const heroes: ResourceEntry = {
  name: 'admin/aov/heroes',
  apiPath: 'heroes',
  access: { read: [PERMISSIONS.me], write: [PERMISSIONS.aovHeroCreate] },
  list: HeroList,
  create: HeroCreate,
  children: editRoutes(HeroEdit, { temp: createElement(StagingPage, { kind: 'heroes' }) }),
  recordRepresentation: 'name',
};

export default heroes;
