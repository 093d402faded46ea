import { createElement } from 'react';
import { PERMISSIONS } from '../../../common/permissions';
import { editRoutes } from '../../lib/editRoute';
import { StagingPage } from '../../pages/aov/StagingPage';
import type { ResourceEntry } from '../registry';
import { SkinCreate, SkinEdit } from './SkinForms';
import { SkinList } from './SkinList';

const skins: ResourceEntry = {
  name: 'admin/aov/skins',
  apiPath: 'skins',
  access: { read: [PERMISSIONS.me], write: [PERMISSIONS.aovSkinCreate] },
  list: SkinList,
  create: SkinCreate,
  children: editRoutes(SkinEdit, { temp: createElement(StagingPage, { kind: 'skins' }) }),
  recordRepresentation: 'name',
};

export default skins;
