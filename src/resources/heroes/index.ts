// /app/admin/aov/heroes
import { createElement } from 'react';
import { PERMISSIONS } from '../../../common/permissions';
import { catalogueForms } from '../../lib/catalogueForms';
import { editRoutes } from '../../lib/editRoute';
import { StagingPage } from '../../pages/aov';
import type { ResourceEntry } from '../resourceEntry';
import { HeroDeleteButton } from './heroDelete';
import { HeroInputs } from './HeroInputs';
import { HeroList } from './HeroList';
import { CATALOGUE_LIST_QUERY } from '../../lib/CatalogueList';

const { CreatePage, EditPage } = catalogueForms(HeroInputs, {
  deleteButton: createElement(HeroDeleteButton),
});

const heroes: ResourceEntry = {
  name: 'admin/aov/heroes',
  apiPath: 'heroes',
  access: { read: [PERMISSIONS.me], write: [PERMISSIONS.aovHeroCreate] },
  keyTexts: (hero) => [hero.name],
  list: HeroList,
  listQuery: CATALOGUE_LIST_QUERY,
  create: CreatePage,
  children: editRoutes(EditPage, { temp: createElement(StagingPage, { kind: 'heroes' }) }),
  recordRepresentation: 'name',
};

export default heroes;
