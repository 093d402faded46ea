// /app/admin/aov/skins
import { createElement } from 'react';
import { PERMISSIONS } from '../../../common/permissions';
import { catalogueForms } from '../../lib/catalogueForms';
import { editRoutes } from '../../lib/editRoute';
import { StagingPage } from '../../pages/aov';
import type { ResourceEntry } from '../resourceEntry';
import { SkinInputs } from './SkinInputs';
import { SkinList } from './SkinList';
import { CATALOGUE_LIST_QUERY } from '../../lib/CatalogueList';

const { CreatePage, EditPage } = catalogueForms(SkinInputs);

const skins: ResourceEntry = {
  name: 'admin/aov/skins',
  apiPath: 'skins',
  access: { read: [PERMISSIONS.me], write: [PERMISSIONS.aovSkinCreate] },
  keyTexts: (skin) => [skin.name],
  list: SkinList,
  listQuery: CATALOGUE_LIST_QUERY,
  create: CreatePage,
  children: editRoutes(EditPage, { temp: createElement(StagingPage, { kind: 'skins' }) }),
  recordRepresentation: 'name',
};

export default skins;
